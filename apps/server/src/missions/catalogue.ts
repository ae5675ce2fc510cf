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

/** Every mission and milestone, in catalogue order: content, read from the process's memory. */
export interface MissionCatalogue {
  missions: readonly MissionRow[];
  milestones: readonly MilestoneRow[];
}

/**
 * The catalogue of database `db` (its root, not a transaction: the copy is kept per database).
 * Only seeding changes it: a seed in this process clears the copy (seedMissions), one in another
 * process is seen within CACHE_TTL_MS (learning/catalogue.ts `cached`).
 */
export function missionCatalogue(db: Db): Promise<MissionCatalogue> {
  return cached(db, 'missions', async () => ({
    missions: await db.select().from(missions).orderBy(asc(missions.position)),
    milestones: await db.select().from(missionMilestones).orderBy(asc(missionMilestones.position)),
  }));
}

/** Missions within their window at `now`, in catalogue order. */
export function activeIn(catalogue: MissionCatalogue, now: Date): MissionRow[] {
  const t = now.getTime();
  return catalogue.missions.filter(
    (m) => (!m.startsAt || m.startsAt.getTime() <= t) && (!m.endsAt || t < m.endsAt.getTime()),
  );
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

/** The mission's period at `ms` in the student's zone. */
export function periodFor(m: MissionRow, ms: number, timeZone: string): Period {
  return periodOf(m.recurrence as Recurrence, ms, timeZone);
}

/** Page routes compare without a trailing slash and case: "/Shop/" is "/shop". */
export function normaliseRoute(route: string): string {
  const path = route.split(/[?#]/)[0]!.toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
