/**
 * The arithmetic of the pictures (bars, the podium, the CEFR ladder), kept apart from React so it
 * is tested on its own. Every picture also shows its numbers as text: these only size the shapes.
 */

/**
 * How far along its track a value reaches, in percent of `max` (0 to 100, one decimal). A value
 * above zero is drawn at least `minVisible` percent wide, so a small score is not mistaken for
 * none; zero, a negative value, or a track without a positive maximum draws nothing.
 */
export function barPercent(value: number, max: number, minVisible = 2): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || value <= 0 || max <= 0) return 0;
  const percent = Math.min(100, (value / max) * 100);
  return Math.round(Math.max(percent, minVisible) * 10) / 10;
}

/** The largest of the values, or 0 for none (the track's length for a set of bars). */
export function maxOf(values: readonly number[]): number {
  return values.reduce((m, v) => (Number.isFinite(v) && v > m ? v : m), 0);
}

/** Where a place stands on the podium: the first in the middle, the second left, the third right. */
export type PodiumSpot = 'first' | 'second' | 'third';

const SPOTS: readonly PodiumSpot[] = ['first', 'second', 'third'];

/**
 * The rows that stand on the podium and the rows listed under it. The podium takes the first
 * three rows of the ranking when their rank is 3 or better (ties share a rank, so three students
 * of rank 1 all stand on it); every other row, the student's own appended one included, stays
 * in the list, in order.
 */
export function splitPodium<T extends { rank: number }>(
  rows: readonly T[],
): { podium: (T & { spot: PodiumSpot })[]; rest: T[] } {
  const podium: (T & { spot: PodiumSpot })[] = [];
  let i = 0;
  for (; i < rows.length && i < SPOTS.length; i++) {
    const row = rows[i]!;
    if (row.rank > SPOTS.length || (i > 0 && row.rank < rows[i - 1]!.rank)) break;
    podium.push({ ...row, spot: SPOTS[i]! });
  }
  return { podium, rest: rows.slice(i) };
}

/** A step's height on the podium, in percent of the tallest: by rank, so a tie stands level. */
export function podiumHeight(rank: number): number {
  if (rank <= 1) return 100;
  if (rank === 2) return 72;
  return 52;
}

export interface LadderStep {
  index: number;
  /** At or below the level reached. */
  reached: boolean;
  /** The level reached itself. */
  current: boolean;
  /** Height in percent of the ladder's: rising evenly from the lowest step to 100. */
  height: number;
}

/**
 * The rungs of a ladder of `count` levels with `level` (0-based, clamped into range) reached:
 * heights rise evenly from `lowest` percent to 100 so the ladder reads as a staircase.
 */
export function ladderSteps(level: number, count: number, lowest = 30): LadderStep[] {
  if (count <= 0) return [];
  const reachedIndex = Math.max(0, Math.min(count - 1, Math.trunc(Number(level) || 0)));
  const rise = count === 1 ? 0 : (100 - lowest) / (count - 1);
  return Array.from({ length: count }, (_, index) => ({
    index,
    reached: index <= reachedIndex,
    current: index === reachedIndex,
    height: Math.round(count === 1 ? 100 : lowest + rise * index),
  }));
}
