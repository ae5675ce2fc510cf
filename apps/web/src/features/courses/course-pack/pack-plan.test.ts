import { describe, expect, it } from 'vitest';
import type { StoredPack } from '../../../lib/storage';
import { packFiles, packStatus, planDownload, type PackListing } from './pack-plan';

const listing = (version: string, media: [string, number, string][]): PackListing => ({
  subject_id: 105,
  lang: 'en',
  version,
  bytes: 0,
  chapters: [
    { chapter_id: 1051, bytes: 2900, pack_bytes: 3000, media_bytes: 50_000, wire_bytes: 1 },
    { chapter_id: 1052, bytes: 3900, pack_bytes: 4000, media_bytes: 70_000, wire_bytes: 1 },
  ],
  media: media.map(([url, bytes, hash]) => ({ url, bytes, hash })),
});

const stored = (files: Record<string, string>, over: Partial<StoredPack> = {}): StoredPack => ({
  subject_id: 105,
  lang: 'en',
  version: 'v1',
  bytes: 0,
  files,
  completed_at: null,
  ...over,
});

const v1 = listing('v1', [
  ['/media/content/105/assets/a.ogg', 50_000, 'a1'],
  ['/media/content/105/assets/b.ogg', 70_000, 'b1'],
]);

describe('packFiles', () => {
  it('lists the calls /learn/ makes, with its URLs, then the media', () => {
    const files = packFiles(v1, '', 'th');
    expect(files.map((f) => f.url)).toEqual([
      '/learning-service/api/web-ed/learning/get-chapters?subject_id=105',
      '/learning-service/api/web-ed/learning/get-chapter-pack?subject_id=105&chapter_id=1051&lang=th',
      '/learning-service/api/web-ed/learning/get-tasks?chapter_id=1051',
      '/learning-service/api/web-ed/learning/get-chapter-pack?subject_id=105&chapter_id=1052&lang=th',
      '/learning-service/api/web-ed/learning/get-tasks?chapter_id=1052',
      '/media/content/105/assets/a.ogg',
      '/media/content/105/assets/b.ogg',
    ]);
    // A chapter's signed pack is fetched once: its questions are what /learn/ reads.
    expect(files[1]!.questionsUrl).toBe(
      '/learning-service/api/web-ed/learning/get-questions?subject_id=105&chapter_id=1051&lang=th',
    );
  });
});

describe('planDownload', () => {
  it('fetches everything the first time, and counts the bytes', () => {
    const plan = planDownload(packFiles(v1, '', 'en'), null);
    expect(plan.fetch).toHaveLength(7);
    expect(plan.bytes).toBe(3000 + 4000 + 50_000 + 70_000);
    expect(plan.drop).toEqual([]);
  });

  it('resumes a cut-off download with the files still missing', () => {
    const files = packFiles(v1, '', 'en');
    const half = Object.fromEntries(files.slice(0, 4).map((f) => [f.url, f.hash]));
    const plan = planDownload(files, stored(half));
    expect(plan.fetch.map((f) => f.url)).toEqual(files.slice(4).map((f) => f.url));
    expect(plan.bytes).toBe(50_000 + 70_000);
  });

  it('on a new version fetches the answers again and only the media that changed, and drops the gone', () => {
    const before = Object.fromEntries(packFiles(v1, '', 'en').map((f) => [f.url, f.hash]));
    const v2 = listing('v2', [
      ['/media/content/105/assets/a.ogg', 50_000, 'a1'],
      ['/media/content/105/assets/c.ogg', 9_000, 'c1'],
    ]);
    const plan = planDownload(packFiles(v2, '', 'en'), stored(before, { completed_at: 1 }));
    expect(plan.fetch.map((f) => f.url)).not.toContain('/media/content/105/assets/a.ogg');
    expect(plan.fetch.map((f) => f.url)).toContain('/media/content/105/assets/c.ogg');
    expect(plan.bytes).toBe(3000 + 4000 + 9_000);
    expect(plan.drop).toEqual(['/media/content/105/assets/b.ogg']);
  });

  it('drops a chapter the course no longer has, its questions with its signed pack', () => {
    const files = packFiles(v1, '', 'en');
    const held = Object.fromEntries(
      files.flatMap((f) => [f.url, f.questionsUrl ?? f.url].map((url) => [url, f.hash])),
    );
    const shorter = { ...v1, chapters: v1.chapters.slice(0, 1) };
    const plan = planDownload(packFiles(shorter, '', 'en'), stored(held, { completed_at: 1 }));
    expect(plan.fetch).toEqual([]);
    expect(plan.drop.sort()).toEqual([
      '/learning-service/api/web-ed/learning/get-chapter-pack?subject_id=105&chapter_id=1052&lang=en',
      '/learning-service/api/web-ed/learning/get-questions?subject_id=105&chapter_id=1052&lang=en',
      '/learning-service/api/web-ed/learning/get-tasks?chapter_id=1052',
    ]);
  });

  it('fetches a changed media file again under the same name', () => {
    const before = Object.fromEntries(packFiles(v1, '', 'en').map((f) => [f.url, f.hash]));
    const changed = listing('v1', [
      ['/media/content/105/assets/a.ogg', 51_000, 'a2'],
      ['/media/content/105/assets/b.ogg', 70_000, 'b1'],
    ]);
    const plan = planDownload(packFiles(changed, '', 'en'), stored(before));
    expect(plan.fetch.map((f) => f.url)).toEqual(['/media/content/105/assets/a.ogg']);
  });
});

describe('packStatus', () => {
  it('none, partial, ready, and update on a new version or another language', () => {
    expect(packStatus(null, v1, 'en')).toBe('none');
    expect(packStatus(stored({}), v1, 'en')).toBe('partial');
    expect(packStatus(stored({}, { completed_at: 1 }), v1, 'en')).toBe('ready');
    expect(packStatus(stored({}, { completed_at: 1 }), null, 'en')).toBe('ready');
    expect(packStatus(stored({}, { completed_at: 1, version: 'v0' }), v1, 'en')).toBe('update');
    expect(packStatus(stored({}, { completed_at: 1 }), v1, 'id')).toBe('update');
    expect(packStatus(stored({}, { completed_at: 1 }), null, 'id')).toBe('update');
  });
});
