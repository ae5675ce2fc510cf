import { describe, expect, it } from 'vitest';
import { learnReads } from './learn-reads';

describe("/learn/'s reads sent ahead", () => {
  it("reads the link's chapter in the app's language", () => {
    const reads = learnReads(new URLSearchParams('sid=101&cid=1011&source=courses'), 'id');
    expect(reads.map((r) => [r.path, r.query])).toEqual([
      [
        '/learning-service/api/web-ed/learning/get-questions',
        { subject_id: 101, chapter_id: 1011, lang: 'id' },
      ],
      ['/learning-service/api/web-ed/learning/get-tasks', { chapter_id: 1011 }],
      ['/learning-service/api/web-ed/learning/get-subjects', undefined],
      ['/user-service/api/web-ed/user/get-user-preference', undefined],
    ]);
  });

  it('reads nothing for a link without a course and chapter', () => {
    for (const query of ['', 'sid=101', 'sid=x&cid=1', 'sid=101&cid=-2'])
      expect(learnReads(new URLSearchParams(query), 'en'), query).toEqual([]);
  });
});
