/**
 * Moves mission progress. Every step names its source (a play session, a chapter, a behaviour,
 * a login day), recorded in mission_events first: a resent finish record or behaviour finds its
 * source already there and changes nothing. Call inside the transaction that holds the student's
 * row lock, so steps of one student never interleave.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  courseMatchesSelector,
  isMissionAnswerMatch,
  localDay,
  parseCourseSelector,
  type Lang,
} from '@web-ed/engine';
import type { Db } from '../db/client';
import { missionEvents, missionProgress } from '../db/schema';
import {
  activeIn,
  goalOf,
  isWordTarget,
  normaliseRoute,
  periodFor,
  targetValue,
  type MissionCatalogue,
  type MissionRow,
} from './catalogue';

export interface MissionUser {
  id: string;
  zone: string;
  diagnosticFlag: number;
}

/** One step of mission `m` in `period`, from `source`. */
export interface Step {
  m: MissionRow;
  period: string;
  source: string;
  /** The course played, for missions that count per listed course. */
  course?: number;
}

export const stepKey = (missionId: string, period: string) => `${missionId}\u0000${period}`;

/** A mission's stored progress in a period, as the step rules read and write it. */
export interface ProgressRow {
  currentProgress: number;
  perCourse: Record<string, number>;
  completedAt: Date | null;
}

/**
 * The progress after one step whose source is new, from the row before it (none: no progress
 * yet). Pure: the finish path plans with it (learning/finish-plan.ts) and takeSteps writes it.
 */
export function progressAfterStep(
  step: Step,
  row: ProgressRow | undefined,
  now: Date,
): ProgressRow {
  const { m, course } = step;
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
  return {
    currentProgress: progress,
    perCourse,
    completedAt: row?.completedAt ?? (progress >= goal ? now : null),
  };
}

/**
 * Takes the steps in three statements whatever their number (a play moves several missions, and
 * this runs in the transaction holding the student's row lock): records their sources, reads the
 * progress of the ones whose source is new, and writes that progress back. Returns the ids of the
 * missions the steps completed just now, in order.
 */
async function takeSteps(
  tx: Db,
  userId: string,
  steps: readonly Step[],
  now: Date,
): Promise<string[]> {
  if (steps.length === 0) return [];
  const fresh = await tx
    .insert(missionEvents)
    .values(
      steps.map((s) => ({
        userId,
        missionId: s.m.id,
        period: s.period,
        source: s.source,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ missionId: missionEvents.missionId, period: missionEvents.period });
  const isFresh = new Set(fresh.map((f) => stepKey(f.missionId, f.period)));
  const moving = steps.filter((s) => isFresh.has(stepKey(s.m.id, s.period)));
  if (moving.length === 0) return [];
  const rows = await tx
    .select()
    .from(missionProgress)
    .where(
      and(
        eq(missionProgress.userId, userId),
        inArray(missionProgress.missionId, [...new Set(moving.map((s) => s.m.id))]),
        inArray(missionProgress.period, [...new Set(moving.map((s) => s.period))]),
      ),
    );
  const before = new Map(rows.map((r) => [stepKey(r.missionId, r.period), r]));
  const completed: string[] = [];
  const values = moving.map((step) => {
    const row = before.get(stepKey(step.m.id, step.period));
    const after = progressAfterStep(step, row, now);
    if (after.completedAt && !row?.completedAt) completed.push(step.m.id);
    return { userId, missionId: step.m.id, period: step.period, ...after };
  });
  await tx
    .insert(missionProgress)
    .values(values)
    .onConflictDoUpdate({
      target: [missionProgress.userId, missionProgress.missionId, missionProgress.period],
      set: {
        currentProgress: sql`excluded.current_progress`,
        perCourse: sql`excluded.per_course`,
        completedAt: sql`excluded.completed_at`,
      },
    });
  return completed;
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
  catalogue: MissionCatalogue,
): Promise<string[]> {
  return takeSteps(tx, user.id, playSteps(activeIn(catalogue, now), user.zone, play), now);
}

/** The steps a complete play takes among `active` missions (pure). */
export function playSteps(active: readonly MissionRow[], zone: string, play: Play): Step[] {
  const steps: Step[] = [];
  for (const m of active) {
    if (m.ruleType !== 'mission' || m.course === null) continue;
    if (!courseMatchesSelector(parseCourseSelector(m.course), play.subjectId)) continue;
    const word = isWordTarget(m);
    if (word && !play.chapterCompleted) continue;
    const source = word ? `chapter:${play.chapterId}` : `play:${play.session}`;
    const period = periodFor(m, play.playedAt, zone).key;
    steps.push({ m, period, source, course: play.subjectId });
  }
  return steps;
}

export type Behaviour = { page_route: string } | { button_id: string };

/** A page visited or a button pressed: page and button_click missions, once per period each. */
export async function advanceForBehaviour(
  tx: Db,
  user: MissionUser,
  b: Behaviour,
  now: Date,
  catalogue: MissionCatalogue,
): Promise<string[]> {
  const steps: Step[] = [];
  const isPage = 'page_route' in b;
  const value = isPage ? normaliseRoute(b.page_route) : b.button_id;
  for (const m of activeIn(catalogue, now)) {
    const hit = isPage
      ? m.ruleType === 'page' && m.trigger !== null && normaliseRoute(m.trigger) === value
      : m.ruleType === 'button_click' && m.trigger === value;
    if (!hit) continue;
    const period = periodFor(m, now.getTime(), user.zone).key;
    steps.push({ m, period, source: `${isPage ? 'page' : 'button'}:${value}` });
  }
  return takeSteps(tx, user.id, steps, now);
}

/** A quiz answer, in the language of its course: what `answer` missions compare it with. */
export interface QuizAnswer {
  subjectId: number;
  questionId: string;
  text: string;
  lang: Lang;
}

/** The `answer` missions a quiz answer advances (pure): once per question and period each. */
export function answerSteps(
  active: readonly MissionRow[],
  zone: string,
  given: QuizAnswer,
  now: Date,
): Step[] {
  return active
    .filter((m) => m.ruleType === 'answer' && m.trigger !== null)
    .filter(
      (m) =>
        m.course === null || courseMatchesSelector(parseCourseSelector(m.course), given.subjectId),
    )
    .filter((m) => isMissionAnswerMatch(given.text, m.trigger!, given.lang))
    .map((m) => ({
      m,
      period: periodFor(m, now.getTime(), zone).key,
      source: `answer:${given.subjectId}:${given.questionId}`,
      course: given.subjectId,
    }));
}

export async function advanceForAnswer(
  tx: Db,
  user: MissionUser,
  given: QuizAnswer,
  now: Date,
  catalogue: MissionCatalogue,
): Promise<string[]> {
  return takeSteps(tx, user.id, answerSteps(activeIn(catalogue, now), user.zone, given, now), now);
}

/** The steps of the rules read from the student's state: today's login, a finished skill check (pure). */
export function derivedSteps(catalogue: MissionCatalogue, user: MissionUser, now: Date): Step[] {
  const steps: Step[] = [];
  for (const m of activeIn(catalogue, now)) {
    let source: string | null = null;
    if (m.ruleType === 'login') source = `login:${localDay(now.getTime(), user.zone)}`;
    if (m.ruleType === 'diagnostic' && user.diagnosticFlag === 2) source = 'diagnostic';
    if (source === null) continue;
    steps.push({ m, period: periodFor(m, now.getTime(), user.zone).key, source });
  }
  return steps;
}

export async function advanceDerived(
  tx: Db,
  user: MissionUser,
  now: Date,
  catalogue: MissionCatalogue,
): Promise<string[]> {
  return takeSteps(tx, user.id, derivedSteps(catalogue, user, now), now);
}
