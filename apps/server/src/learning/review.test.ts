import { describe, expect, it } from 'vitest';
import { Rating } from 'ts-fsrs';
import { closestReviewTime, nextCard, ratingFor } from './review';

const DAY = 86_400_000;

describe('spaced review of chapters', () => {
  it('rates a play from its accuracy', () => {
    expect([0, 0.49, 0.5, 0.74, 0.75, 0.89, 0.9, 1].map(ratingFor)).toEqual([
      Rating.Again,
      Rating.Again,
      Rating.Hard,
      Rating.Hard,
      Rating.Good,
      Rating.Good,
      Rating.Easy,
      Rating.Easy,
    ]);
    expect(ratingFor(Number.NaN)).toBe(Rating.Again);
  });

  it('schedules in whole days, later for better plays, and grows with good reviews', () => {
    const now = new Date('2026-11-22T08:00:00Z');
    const days = [0.3, 0.6, 0.8, 1].map(
      (a) => (nextCard(null, a, now).card.due.getTime() - now.getTime()) / DAY,
    );
    expect(days.every((d) => Number.isInteger(d) && d >= 1)).toBe(true);
    expect([...days].sort((a, b) => a - b)).toEqual(days);
    const first = nextCard(null, 0.8, now).card;
    const second = nextCard(first, 0.8, first.due).card;
    expect(second.due.getTime() - first.due.getTime()).toBeGreaterThan(
      first.due.getTime() - now.getTime(),
    );
    // A bad review later brings the next one closer again.
    const lapse = nextCard(second, 0.2, second.due).card;
    expect(lapse.due.getTime() - second.due.getTime()).toBeLessThan(
      second.due.getTime() - first.due.getTime(),
    );
    expect(lapse.lapses).toBe(1);
  });

  it('reports a review time only for completed chapters', () => {
    expect(closestReviewTime(false, 123)).toBe(0);
    expect(closestReviewTime(true, undefined)).toBe(0);
    expect(closestReviewTime(true, 123)).toBe(123);
  });
});
