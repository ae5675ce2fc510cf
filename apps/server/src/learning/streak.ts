/**
 * The learning streak: consecutive days with at least one completed play, counted in the
 * student's time zone. The profile has no time zone of its own, so it comes from the country
 * (the four countries of our students; Indonesia uses WIB, Asia/Jakarta, its most populous
 * zone); any other or unknown country counts in UTC.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { learningDays } from '../db/schema';

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

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(ms: number, timeZone: string): string {
  let f = dayFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, f);
  }
  return f.format(new Date(ms));
}

function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
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
  const today = dayIn(nowMs, timeZone);
  return latest === today || latest === previousDay(today) ? runLength(daysDesc) : 0;
}

export async function learningDaysDesc(db: Db, userId: string, limit = 400): Promise<string[]> {
  const rows = await db
    .select({ day: learningDays.day })
    .from(learningDays)
    .where(eq(learningDays.userId, userId))
    .orderBy(desc(learningDays.day))
    .limit(limit);
  return rows.map((r) => r.day);
}

/** The student's current streak (0 once broken), in their country's time zone. */
export async function currentStreak(
  db: Db,
  user: { id: string; country: string | null },
  now: Date,
): Promise<number> {
  return streakAsOf(await learningDaysDesc(db, user.id), now.getTime(), timeZoneOf(user.country));
}

/** Records a learning day; returns the run ending at the latest day, or null if the day was known. */
export async function addLearningDay(tx: Db, userId: string, day: string): Promise<number | null> {
  const added = await tx
    .insert(learningDays)
    .values({ userId, day })
    .onConflictDoNothing()
    .returning({ day: learningDays.day });
  return added.length === 0 ? null : runLength(await learningDaysDesc(tx, userId));
}
