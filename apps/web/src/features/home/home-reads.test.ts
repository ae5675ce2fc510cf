import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepLastKnown } from '../../lib/storage';
import { memoryStorage } from '../../lib/test-support/memory-storage';
import { homeKeys } from './home-keys';
import { homeReads } from './home-reads';

afterEach(() => vi.unstubAllGlobals());

describe("/home/'s reads sent ahead", () => {
  it('asks for the chapters of the course this student last saw here, in their language', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const chapters = (lang: string, user: string) =>
      homeReads(lang, user).find((r) => r.path.endsWith('/learning/get-chapters'));
    expect(chapters('en', 'ana')).toBeUndefined();
    keepLastKnown(homeKeys('en').course, 'ana', { course: { subject_id: 101 }, chapters: [] });
    expect(chapters('en', 'ana')?.query).toEqual({ subject_id: 101 });
    expect(chapters('id', 'ana')).toBeUndefined();
    expect(chapters('en', 'budi')).toBeUndefined();
  });

  it('asks for the announcements without the token, as get-ads is asked', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const reads = homeReads('th', 'ana');
    expect(reads.find((r) => r.path.endsWith('/learning/get-ads'))).toEqual({
      path: '/learning-service/api/web-ed/learning/get-ads',
      query: { lang: 'th' },
      auth: false,
    });
    expect(reads.filter((r) => r.auth !== false)).toHaveLength(5);
  });
});
