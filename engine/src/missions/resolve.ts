/**
 * Picks the course a mission is played in: random among the eligible courses,
 * excluding the last course the learner earned points in, so missions nudge
 * toward variety.
 *
 * - Duplicate eligible ids are collapsed so no course is weighted twice.
 * - If the last played course is the only eligible one it is returned anyway:
 *   a mission that can still be played beats an empty slot.
 * - No eligible course: null.
 * - `random` is called only when there is a real choice (two or more
 *   candidates), and an out-of-range value (≥ 1, < 0, NaN) is clamped to a
 *   valid index instead of producing undefined.
 */
export function resolveMissionCourse(
  eligible: readonly number[],
  lastPlayedWithPoints: number | null,
  random: () => number,
): number | null {
  const unique = [...new Set(eligible)];
  const candidates = unique.filter((id) => id !== lastPlayedWithPoints);
  if (candidates.length === 0) return unique[0] ?? null;
  if (candidates.length === 1) return candidates[0] ?? null;
  const r = random();
  const index = Number.isFinite(r)
    ? Math.min(candidates.length - 1, Math.max(0, Math.floor(r * candidates.length)))
    : 0;
  return candidates[index] ?? null;
}
