/**
 * The per-day cap of the leaderboard, a pure rule: of the points a student earns in a UTC day,
 * at most `cap` count. A change of the day's raw total (a later play, a replaced record with
 * fewer points) moves the counted part by the difference of the capped totals.
 */
export function countedOf(raw: number, cap: number): number {
  return Math.max(0, Math.min(cap, raw));
}

export function countedDelta(rawBefore: number, added: number, cap: number): number {
  return countedOf(rawBefore + added, cap) - countedOf(rawBefore, cap);
}
