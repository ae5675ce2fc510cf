/**
 * The reminder job: for every student who learned in the last weeks, the reminders due now
 * (reminders.ts), each created once a day (dedupe key) with its push. Run by a timer in main.ts
 * every REMINDER_INTERVAL_MS, and by tests with a fixed clock.
 */
import { gte, sql } from 'drizzle-orm';
import { learningDays, users } from '../db/schema';
import { localDay } from '@web-ed/engine';
import { learningDaysDesc, zoneOf } from '../learning/streak';
import { notify, type NotifyContext } from './notify';
import { MISSION_REMINDER_ACTIVE_DAYS, remindersFor } from './reminders';

export const REMINDER_INTERVAL_MS = 15 * 60_000;

export interface ReminderRun {
  students: number;
  created: number;
}

function hourIn(ms: number, timeZone: string): number {
  const h = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(ms));
  return Number(h) % 24;
}

export async function runReminders(app: NotifyContext): Promise<ReminderRun> {
  const now = app.now();
  const since = new Date(now.getTime() - (MISSION_REMINDER_ACTIVE_DAYS + 2) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const active = await app.db
    .selectDistinct({ id: users.id, timeZone: users.timeZone, country: users.country })
    .from(users)
    .innerJoin(learningDays, sql`${learningDays.userId} = ${users.id}`)
    .where(gte(learningDays.day, since));
  let created = 0;
  for (const u of active) {
    const zone = zoneOf(u);
    const due = remindersFor({
      daysDesc: await learningDaysDesc(app.db, u.id, 60),
      today: localDay(now.getTime(), zone),
      hour: hourIn(now.getTime(), zone),
    });
    for (const r of due) {
      const made = await notify(
        app,
        u.id,
        r.kind,
        r.kind === 'streak_at_risk' ? { streak: r.streak } : {},
        { dedupeKey: r.dedupeKey },
      );
      if (made) created++;
    }
  }
  return { students: active.length, created };
}

/** Starts the timer; returns its stop function. */
export function startReminders(app: NotifyContext): () => void {
  const run = () => {
    runReminders(app).catch((e: unknown) => app.log.warn({ err: e }, 'reminders failed'));
  };
  const timer = setInterval(run, REMINDER_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
