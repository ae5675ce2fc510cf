/**
 * The learning streak: consecutive days with at least one completed play, counted in the
 * student's time zone: the one they set (users.time_zone), else their country's (the four
 * countries of our students; Indonesia uses WIB, Asia/Jakarta, its most populous zone), else UTC.
 * Days covered by a streak freeze (streak-freeze.ts) keep the run.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { localDay, STREAK_GOALS } from '@web-ed/engine';
import type { Db } from '../db/client';
import { learningDays, streakFreezeDays, streakStates } from '../db/schema';
import { daysToFreeze, previousDay } from './streak-freeze';

const ZONES: Record<string, string> = {
  id: 'Asia/Jakarta',
  idn: 'Asia/Jakarta',
  indonesia: 'Asia/Jakarta',
  th: 'Asia/Bangkok',
  tha: 'Asia/Bangkok',
  thailand: 'Asia/Bangkok',
  in: 'Asia/Kolkata',
  ind: 'Asia/Kolkata',
  india: 'Asia/Kolkata',
  my: 'Asia/Kuala_Lumpur',
  mys: 'Asia/Kuala_Lumpur',
  malaysia: 'Asia/Kuala_Lumpur',
};

/** IANA time zone of a country (ISO code or English name, any case); UTC when unknown. */
export function timeZoneOf(country: string | null | undefined): string {
  return (country && ZONES[country.trim().toLowerCase()]) || 'UTC';
}

/** The zone of a student's days: their own, else their country's. */
export function zoneOf(user: { timeZone: string | null; country: string | null }): string {
  return user.timeZone ?? timeZoneOf(user.country);
}

/** Length of the run of consecutive days that ends at the first (latest) of `daysDesc`. */
export function runLength(daysDesc: readonly string[]): number {
  if (daysDesc.length === 0) return 0;
  let run = 1;
  for (let i = 1; i < daysDesc.length; i++) {
    if (daysDesc[i] !== previousDay(daysDesc[i - 1]!)) break;
    run++;
  }
  return run;
}

/**
 * The streak as of `now`: the run ending at the latest learning day, or 0 when that day is
 * before yesterday (the streak is broken). The stored `learning_streak` is the run as of the
 * last completed play; profile reads should use this to show a broken streak as 0.
 */
export function streakAsOf(daysDesc: readonly string[], nowMs: number, timeZone: string): number {
  const latest = daysDesc[0];
  if (latest === undefined) return 0;
  const today = localDay(nowMs, timeZone);
  return latest === today || latest === previousDay(today) ? runLength(daysDesc) : 0;
}

/** Days that keep the run, latest first: learning days and days covered by a freeze. */
export async function learningDaysDesc(db: Db, userId: string, limit = 400): Promise<string[]> {
  const rows = (await db.execute(sql`
    (select ${learningDays.day}::text as day from ${learningDays} where ${learningDays.userId} = ${userId}
     union
     select ${streakFreezeDays.day}::text from ${streakFreezeDays} where ${streakFreezeDays.userId} = ${userId})
    order by day desc limit ${limit}`)) as unknown as { rows: { day: string }[] };
  return rows.rows.map((r) => r.day);
}

/** The student's current streak (0 once broken), in their time zone. */
export async function currentStreak(
  db: Db,
  user: { id: string; country: string | null; timeZone: string | null },
  now: Date,
): Promise<number> {
  return streakAsOf(await learningDaysDesc(db, user.id), now.getTime(), zoneOf(user));
}

export interface StreakState {
  goal: number;
  freezes: number;
  goalDays: number;
}

/** The stored settings, locked for update when inside the student's transaction. */
export async function streakState(tx: Db, userId: string, forUpdate = false): Promise<StreakState> {
  const q = tx
    .select({
      goal: streakStates.goal,
      freezes: streakStates.freezes,
      goalDays: streakStates.goalDays,
    })
    .from(streakStates)
    .where(eq(streakStates.userId, userId));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? { goal: STREAK_GOALS[0]!, freezes: 0, goalDays: 0 };
}

export async function saveStreakState(
  tx: Db,
  userId: string,
  s: StreakState,
  now: Date,
): Promise<void> {
  await tx
    .insert(streakStates)
    .values({ userId, ...s, updatedAt: now })
    .onConflictDoUpdate({ target: streakStates.userId, set: { ...s, updatedAt: now } });
}

/**
 * Covers missed days before `upTo` with freezes when they all can be; returns how many were used.
 * Call inside the transaction holding the student's lock.
 */
export async function applyFreezes(
  tx: Db,
  userId: string,
  upTo: string,
  now: Date,
): Promise<number> {
  const state = await streakState(tx, userId, true);
  if (state.freezes === 0) return 0;
  const latest = (await tx.execute(sql`
    select max(day)::text as day from (
      select ${learningDays.day} as day from ${learningDays} where ${learningDays.userId} = ${userId}
      union all
      select ${streakFreezeDays.day} from ${streakFreezeDays} where ${streakFreezeDays.userId} = ${userId}
    ) d where day < ${upTo}::date`)) as unknown as { rows: { day: string | null }[] };
  const days = daysToFreeze(latest.rows[0]?.day ?? undefined, upTo, state.freezes);
  if (days.length === 0) return 0;
  await tx
    .insert(streakFreezeDays)
    .values(days.map((day) => ({ userId, day })))
    .onConflictDoNothing();
  await saveStreakState(tx, userId, { ...state, freezes: state.freezes - days.length }, now);
  return days.length;
}

/** Plays per day since `from` (inclusive), for the streak calendar. */
export async function playsSince(
  db: Db,
  userId: string,
  from: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: learningDays.day, plays: learningDays.plays })
    .from(learningDays)
    .where(and(eq(learningDays.userId, userId), gte(learningDays.day, from)));
  return new Map(rows.map((r) => [r.day, r.plays]));
}
