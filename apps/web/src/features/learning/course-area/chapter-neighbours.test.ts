import { describe, expect, it } from 'vitest';
import type { ChapterSummary } from '@web-ed/api-client';
import { chapterViews } from '../../../lib/chapters';
import { chapterSummary as ch } from '../../../lib/test-support/chapter-summary';
import { chapterNeighbours } from './chapter-neighbours';

const NOW = 1_700_000_000_000;

function course(over: Record<number, Partial<ChapterSummary>>, n = 6) {
  return chapterViews(
    Array.from({ length: n }, (_, i) => ch(i + 1, over[i + 1])),
    NOW,
  );
}

const ids = ({ previous, next }: ReturnType<typeof chapterNeighbours>) => [
  previous?.id ?? null,
  next?.id ?? null,
];

describe('chapterNeighbours', () => {
  it('offers the startable chapters on each side', () => {
    expect(ids(chapterNeighbours(course({}), 3, NOW))).toEqual([2, 4]);
  });

  it('searches all the way back, but only two chapters ahead', () => {
    const done = { is_completed: true };
    const chapters = course({ 2: done, 3: done, 5: done, 6: done }, 7);
    // Chapter 7 is startable, but three ahead of 4.
    expect(ids(chapterNeighbours(chapters, 4, NOW))).toEqual([1, null]);
    expect(ids(chapterNeighbours(chapters, 3, NOW))).toEqual([1, 4]);
    expect(ids(chapterNeighbours(chapters, 1, NOW))).toEqual([null, null]);
  });

  it('skips a chapter whose review is not due or whose video is not out yet', () => {
    const chapters = course({
      2: { closest_review_time: NOW + 60_000 },
      4: { video_published: NOW + 60_000 },
    });
    expect(ids(chapterNeighbours(chapters, 3, NOW))).toEqual([1, 5]);
  });

  it('offers nothing for a chapter the course does not have', () => {
    expect(ids(chapterNeighbours(course({}), 99, NOW))).toEqual([null, null]);
  });
});
