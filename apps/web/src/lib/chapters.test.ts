import { describe, expect, it } from 'vitest';
import { chapterSummary as ch } from './test-support/chapter-summary';
import { canPlay, chapterViews, nextChapter } from './chapters';

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
