/** The mission catalogue as stored by the seeder (content/missions.ts), and its pure readings. */
import { asc } from 'drizzle-orm';
import {
  effectiveTarget,
  parseCourseSelector,
  periodOf,
  type Period,
  type Recurrence,
} from '@web-ed/engine';
import type { Db } from '../db/client';
import { cached } from '../learning/catalogue';
import { missionMilestones, missions } from '../db/schema';

export type MissionRow = typeof missions.$inferSelect;
export type MilestoneRow = typeof missionMilestones.$inferSelect;

export const MISSION_KINDS = ['regular_mission', 'beginner_quest', 'skillcheck'] as const;
export const BUTTON_IDS = [
  'contact_us_setting',
  'ed_icon_home',
  'shop_explore',
  'chat_buddy_submit',
] as const;

/** Missions within their window at `now`, in catalogue order. Read through the caller's tx. */
export async function activeMissions(db: Db, now: Date): Promise<MissionRow[]> {
  return inWindow(await db.select().from(missions).orderBy(asc(missions.position)), now);
}

function inWindow(rows: MissionRow[], now: Date): MissionRow[] {
  const t = now.getTime();
  return rows.filter(
    (m) => (!m.startsAt || m.startsAt.getTime() <= t) && (!m.endsAt || t < m.endsAt.getTime()),
  );
}

/**
 * activeMissions from the process's copy of the catalogue (learning/catalogue.ts `cached`: a seed
 * in this process clears it, one in another is seen within CACHE_TTL_MS): for the finish path.
 */
export async function cachedActiveMissions(db: Db, now: Date): Promise<MissionRow[]> {
  // Awaited inside: a query builder kept unawaited would run again at every await.
  const rows = await cached(db, 'missions', async () =>
    db.select().from(missions).orderBy(asc(missions.position)),
  );
  return inWindow(rows, now);
}

export async function allMilestones(db: Db): Promise<MilestoneRow[]> {
  return db.select().from(missionMilestones).orderBy(asc(missionMilestones.position));
}

/** A stored target: digits are a count, anything else a word (progress 1 completes). */
export function targetValue(target: string): number | string {
  return /^[0-9]+$/.test(target) ? Number(target) : target;
}

export const isWordTarget = (m: MissionRow): boolean => typeof targetValue(m.target) === 'string';

/** The progress that completes the mission: the engine's rule for its selector and target. */
export function goalOf(m: MissionRow): number {
  return effectiveTarget(parseCourseSelector(m.course ?? 'any'), targetValue(m.target));
}

export function periodFor(m: MissionRow, ms: number, timeZone: string): Period {
  return periodOf(m.recurrence as Recurrence, ms, timeZone);
}

/** Page routes compare without a trailing slash and case: "/Shop/" is "/shop". */
export function normaliseRoute(route: string): string {
  const path = route.split(/[?#]/)[0]!.toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
