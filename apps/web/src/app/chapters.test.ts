import { describe, expect, it } from 'vitest';
import type { ChapterSummary } from '@web-ed/api-client';
import { canPlay, chapterViews, nextChapter } from './chapters';

const ch = (id: number, over: Partial<ChapterSummary> = {}): ChapterSummary => ({
  id,
  is_completed: false,
  is_playable: true,
  is_current: false,
  is_cerebry: false,
  closest_review_time: 0,
  video_published: null,
  ...over,
});

describe('chapter views', () => {
  it('uses the engine states and picks the current chapter next', () => {
    const views = chapterViews(
      [
        ch(1, { is_completed: true, closest_review_time: 5000 }),
        ch(2, { is_current: true }),
        ch(3),
      ],
      1000,
    );
    expect(views.map((v) => v.display)).toEqual(['completed', 'current', 'locked']);
    expect(nextChapter(views)?.id).toBe(2);
    expect(views.map(canPlay)).toEqual([true, true, false]);
  });

  it('prefers a due review', () => {
    const views = chapterViews(
      [ch(1, { is_completed: true, closest_review_time: 500 }), ch(2, { is_current: true })],
      1000,
    );
    expect(views[0]?.display).toBe('review');
    expect(nextChapter(views)?.id).toBe(1);
  });
});
