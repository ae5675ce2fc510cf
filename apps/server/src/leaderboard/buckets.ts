/**
 * All-time points are unbounded, so the all-time count table is exact below EXACT_BELOW points
 * (where most students are: one row per value) and keeps students per bucket of ALL_TIME_BUCKET
 * points above it (its `points` column is then the bucket's floor). The own rank sums the rows
 * above the student's and, above EXACT_BELOW, counts exactly only inside their own bucket: a
 * short index range, since few students sit that high. Weekly points are bounded by the daily
 * cap, so the weekly table is exact per value.
 */
export const EXACT_BELOW = 10_000;
export const ALL_TIME_BUCKET = 100;

export const allTimeBucket = (points: number): number =>
  points < EXACT_BELOW ? points : Math.floor(points / ALL_TIME_BUCKET) * ALL_TIME_BUCKET;
