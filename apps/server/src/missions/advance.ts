/**
 * Moves mission progress. Every step names its source (a play session, a chapter, a behaviour,
 * a login day), recorded in mission_events first: a resent finish record or behaviour finds its
 * source already there and changes nothing. Call inside the transaction that holds the student's
 * row lock, so steps of one student never interleave.
 */
import { and, eq } from 'drizzle-orm';
import { courseMatchesSelector, localDay, parseCourseSelector } from '@web-ed/engine';
import type { Db } from '../db/client';
import { missionEvents, missionProgress } from '../db/schema';
import {
  activeMissions,
  goalOf,
  isWordTarget,
  normaliseRoute,
  periodFor,
  targetValue,
  type MissionRow,
} from './catalogue';

export interface MissionUser {
  id: string;
  zone: string;
  diagnosticFlag: number;
}

/** One step of `m` in `period` from `source`; true when it completed the mission just now. */
async function step(
  tx: Db,
  userId: string,
  m: MissionRow,
  period: string,
  source: string,
  now: Date,
  course?: number,
): Promise<boolean> {
  const fresh = await tx
    .insert(missionEvents)
    .values({ userId, missionId: m.id, period, source, createdAt: now })
    .onConflictDoNothing()
    .returning({ source: missionEvents.source });
  if (fresh.length === 0) return false;
  const key = and(
    eq(missionProgress.userId, userId),
    eq(missionProgress.missionId, m.id),
    eq(missionProgress.period, period),
  );
  const [row] = await tx.select().from(missionProgress).where(key);
  const goal = goalOf(m);
  const selector = parseCourseSelector(m.course ?? 'any');
  const target = targetValue(m.target);
  const perCourse = { ...(row?.perCourse ?? {}) };
  let progress: number;
  if (selector.kind === 'list' && typeof target === 'number' && course !== undefined) {
    // Each listed course counts up to the target: the student must play every one of them.
    perCourse[course] = Math.min(target, (perCourse[course] ?? 0) + 1);
    progress = Object.values(perCourse).reduce((a, b) => a + b, 0);
  } else {
    progress = (row?.currentProgress ?? 0) + 1;
  }
  progress = Math.min(goal, progress);
  const completedNow = progress >= goal && !row?.completedAt;
  const values = {
    currentProgress: progress,
    perCourse,
    completedAt: row?.completedAt ?? (progress >= goal ? now : null),
  };
  await tx
    .insert(missionProgress)
    .values({ userId, missionId: m.id, period, ...values })
    .onConflictDoUpdate({
      target: [missionProgress.userId, missionProgress.missionId, missionProgress.period],
      set: values,
    });
  return completedNow;
}

export interface Play {
  session: string;
  subjectId: number;
  chapterId: number;
  /** This play completed its chapter (progress reached 100). */
  chapterCompleted: boolean;
  /** When it was played (epoch ms): the period it counts in, so offline plays count on their day. */
  playedAt: number;
}

/** A complete play: learning missions whose selector matches its course. Returns missions completed. */
export async function advanceForPlay(
  tx: Db,
  user: MissionUser,
  play: Play,
  now: Date,
): Promise<string[]> {
  const done: string[] = [];
  for (const m of await activeMissions(tx, now)) {
    if (m.ruleType !== 'mission' || m.course === null) continue;
    if (!courseMatchesSelector(parseCourseSelector(m.course), play.subjectId)) continue;
    const word = isWordTarget(m);
    if (word && !play.chapterCompleted) continue;
    const source = word ? `chapter:${play.chapterId}` : `play:${play.session}`;
    const period = periodFor(m, play.playedAt, user.zone).key;
    if (await step(tx, user.id, m, period, source, now, play.subjectId)) done.push(m.id);
  }
  return done;
}

export type Behaviour = { page_route: string } | { button_id: string };

/** A page visited or a button pressed: page and button_click missions, once per period each. */
export async function advanceForBehaviour(
  tx: Db,
  user: MissionUser,
  b: Behaviour,
  now: Date,
): Promise<string[]> {
  const done: string[] = [];
  const isPage = 'page_route' in b;
  const value = isPage ? normaliseRoute(b.page_route) : b.button_id;
  for (const m of await activeMissions(tx, now)) {
    const hit = isPage
      ? m.ruleType === 'page' && m.trigger !== null && normaliseRoute(m.trigger) === value
      : m.ruleType === 'button_click' && m.trigger === value;
    if (!hit) continue;
    const period = periodFor(m, now.getTime(), user.zone).key;
    const source = `${isPage ? 'page' : 'button'}:${value}`;
    if (await step(tx, user.id, m, period, source, now)) done.push(m.id);
  }
  return done;
}

/** Rules read from the student's state: today's login, and a finished skill check. */
export async function advanceDerived(tx: Db, user: MissionUser, now: Date): Promise<string[]> {
  const done: string[] = [];
  for (const m of await activeMissions(tx, now)) {
    let source: string | null = null;
    if (m.ruleType === 'login') source = `login:${localDay(now.getTime(), user.zone)}`;
    if (m.ruleType === 'diagnostic' && user.diagnosticFlag === 2) source = 'diagnostic';
    if (source === null) continue;
    const period = periodFor(m, now.getTime(), user.zone).key;
    if (await step(tx, user.id, m, period, source, now)) done.push(m.id);
  }
  return done;
}
