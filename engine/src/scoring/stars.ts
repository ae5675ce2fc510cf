/**
 * Points and stars of a play. The spec lists 0.25, 0.6 and 0.75 among its unexplained constants
 * and stars as 0 to 3; we read them as the star thresholds (docs/decisions.md).
 */
export const POINTS_PER_CORRECT = 10;
export const STAR_THRESHOLDS = [0.25, 0.6, 0.75] as const;

/** Stars 0 to 3 for a ratio of earned to total; an empty play earns none. */
export function starsFor(earned: number, total: number): 0 | 1 | 2 | 3 {
  if (total <= 0 || earned <= 0) return 0;
  const ratio = earned / total;
  return STAR_THRESHOLDS.filter((t) => ratio >= t).length as 0 | 1 | 2 | 3;
}

/** Whole points for a number of correct answers (fractions from partial credit round down). */
export function pointsFor(earned: number): number {
  return Math.max(0, Math.floor(earned * POINTS_PER_CORRECT + 1e-9));
}
