/**
 * The scheduled reminders, as pure rules over a student's learning days (latest first) and the
 * local time in their zone:
 * - streak at risk: the streak is alive (learned yesterday) but nothing was played today, and it
 *   is evening (from STREAK_RISK_HOUR); once a day;
 * - mission reset: the daily missions are new; for students active in the last
 *   MISSION_REMINDER_ACTIVE_DAYS days, from MISSION_RESET_HOUR; once a day.
 */
import { previousDay } from '../learning/streak-freeze';
import { runLength } from '../learning/streak';

export const STREAK_RISK_HOUR = 18;
export const MISSION_RESET_HOUR = 7;
export const MISSION_REMINDER_ACTIVE_DAYS = 7;

export interface ReminderInput {
  /** Learning days (and freeze days), latest first, YYYY-MM-DD. */
  daysDesc: readonly string[];
  /** Today in the student's zone. */
  today: string;
  /** Hour of day (0-23) in the student's zone. */
  hour: number;
}

export type Reminder =
  | { kind: 'streak_at_risk'; dedupeKey: string; streak: number }
  | { kind: 'mission_reset'; dedupeKey: string };

function daysBack(day: string, n: number): string {
  let d = day;
  for (let i = 0; i < n; i++) d = previousDay(d);
  return d;
}

export function remindersFor({ daysDesc, today, hour }: ReminderInput): Reminder[] {
  const out: Reminder[] = [];
  const latest = daysDesc[0];
  if (latest === undefined) return out;
  if (hour >= STREAK_RISK_HOUR && latest === previousDay(today)) {
    out.push({ kind: 'streak_at_risk', dedupeKey: `streak:${today}`, streak: runLength(daysDesc) });
  }
  if (hour >= MISSION_RESET_HOUR && latest >= daysBack(today, MISSION_REMINDER_ACTIVE_DAYS)) {
    out.push({ kind: 'mission_reset', dedupeKey: `missions:${today}` });
  }
  return out;
}
