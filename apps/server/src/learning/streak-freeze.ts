/**
 * Streak freezes, pure rules. A freeze is earned every STREAK_FREEZE_EVERY_GOAL_DAYS days with the
 * daily goal met (at most STREAK_FREEZE_MAX held) and is used automatically: when the student
 * comes back after missed days, or the streak is read with missed days up to yesterday, the missed
 * days are covered if the freezes held cover all of them; otherwise none is used and the run
 * breaks (a freeze never half-saves a streak).
 */
import { STREAK_FREEZE_EVERY_GOAL_DAYS, STREAK_FREEZE_MAX } from '@web-ed/engine';

const DAY_MS = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Calendar days strictly between `from` and `to` (YYYY-MM-DD), in order. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = utc(from) + DAY_MS; t < utc(to); t += DAY_MS) out.push(dayOf(t));
  return out;
}

export function previousDay(day: string): string {
  return dayOf(utc(day) - DAY_MS);
}

/** The missed days between the latest kept day and `upTo` (exclusive) that freezes cover, or none. */
export function daysToFreeze(latest: string | undefined, upTo: string, freezes: number): string[] {
  if (latest === undefined || latest >= upTo) return [];
  const missed = daysBetween(latest, upTo);
  return missed.length > 0 && missed.length <= freezes ? missed : [];
}

/** Freezes held after one more day with the goal met, given goal days before it. */
export function freezesAfterGoalDay(goalDaysBefore: number, freezes: number): number {
  const earned = (goalDaysBefore + 1) % STREAK_FREEZE_EVERY_GOAL_DAYS === 0 ? 1 : 0;
  return Math.min(STREAK_FREEZE_MAX, freezes + earned);
}
