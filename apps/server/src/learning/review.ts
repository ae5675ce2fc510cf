/**
 * Spaced review of chapters with FSRS (ts-fsrs): one card per (student, chapter). Every completed
 * play of a task in the chapter is one review, rated from the play's accuracy (earned / total):
 * below 0.5 Again, below 0.75 Hard, below 0.9 Good, else Easy. The card's `due` is the chapter's
 * closest_review_time, reported once the chapter is completed (a chapter still being learned
 * must stay startable, and the engine treats a future review time as "not startable").
 * Scheduling is by whole days (no short-term learning steps, which suit flash cards, not
 * chapters), without fuzz so the same plays give the same dates, and at most a year apart.
 */
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';

const scheduler = fsrs(
  generatorParameters({ enable_fuzz: false, enable_short_term: false, maximum_interval: 365 }),
);

export const RATING_THRESHOLDS = { again: 0.5, hard: 0.75, good: 0.9 } as const;

export function ratingFor(accuracy: number): Grade {
  if (!(accuracy >= RATING_THRESHOLDS.again)) return Rating.Again;
  if (accuracy < RATING_THRESHOLDS.hard) return Rating.Hard;
  if (accuracy < RATING_THRESHOLDS.good) return Rating.Good;
  return Rating.Easy;
}

/** The card after one review of `accuracy` at `now`. */
export function nextCard(
  previous: Card | null,
  accuracy: number,
  now: Date,
): { card: Card; rating: Grade } {
  const rating = ratingFor(accuracy);
  return { card: scheduler.next(previous ?? createEmptyCard(now), now, rating).card, rating };
}

/** closest_review_time of a chapter: its card's due time once completed, else 0 (none). */
export function closestReviewTime(isCompleted: boolean, dueMs: number | undefined): number {
  return isCompleted && dueMs !== undefined ? dueMs : 0;
}
