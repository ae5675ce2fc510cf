/**
 * Everything the mission screens show for one student at one instant: each active mission in
 * its current period (in the student's time zone) with its state, progress and text, and the
 * weekly milestones. Learning missions get their course resolved once per period (stored).
 */
import { and, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import {
  isMissionComplete,
  missionItemState,
  periodOf,
  type Lang,
  type MissionItemState,
  type MissionKind,
  type Period,
} from '@web-ed/engine';
import type { Db } from '../db/client';
import { milestoneClaims, missionProgress, type LangText } from '../db/schema';
import type { Rewards } from '../rewards/grant';
import {
  activeIn,
  goalOf,
  periodFor,
  targetValue,
  type MilestoneRow,
  type MissionCatalogue,
  type MissionRow,
} from './catalogue';
import { catalogueCourses, lastPlayedWithPoints, resolveCourse } from './course';

type ProgressRow = typeof missionProgress.$inferSelect;

export interface MissionItem {
  id: string;
  type: MissionKind;
  recurrence: string;
  title: string;
  state: MissionItemState;
  is_prize: boolean;
  rules: {
    type: string;
    course: string | null;
    course_id: number | null;
    target: number | string;
    current_progress: number;
    desc: string;
    button_id?: string;
    page_route?: string;
  }[];
  current_progress: number;
  target: number;
  /** Text per language, numbers filled in. */
  Progress: LangText;
  progress_text: string;
  Is_Shown: boolean;
  rewards: Rewards;
  link: string | null;
  period: { key: string; starts_at: number; ends_at: number | null };
  claimed_at: number | null;
}

export interface MilestoneItem {
  id: string;
  title: string;
  target: number;
  state: 'on_progress' | 'completed' | 'claimed';
  rewards: Rewards;
}

export interface Board {
  items: MissionItem[];
  milestones: MilestoneItem[];
  milestonesProgress: { current: number; target: number; period: Period };
}

export interface BoardUser {
  id: string;
  zone: string;
}

export const textIn = (t: LangText, lang: Lang): string => t[lang] ?? t.en ?? '';

const fill = (t: LangText, current: number, target: number): LangText =>
  Object.fromEntries(
    Object.entries(t).map(([k, v]) => [
      k,
      v.replaceAll('{current}', String(current)).replaceAll('{target}', String(target)),
    ]),
  );

export const rewardsOf = (m: {
  rewardPoints: number;
  rewardDiamond: number;
  rewardVote: number;
}): Rewards => ({
  total_points: m.rewardPoints,
  total_diamond: m.rewardDiamond,
  total_vote: m.rewardVote,
});

/** Missions claimed in [start, end): the weekly milestones' count. */
async function claimsBetween(db: Db, userId: string, p: Period): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(missionProgress)
    .where(
      and(
        eq(missionProgress.userId, userId),
        isNotNull(missionProgress.claimedAt),
        gte(missionProgress.claimedAt, new Date(p.start)),
        lt(missionProgress.claimedAt, new Date(p.end!)),
      ),
    );
  return row?.n ?? 0;
}

function courseLink(m: MissionRow, courseId: number | null): string | null {
  if (m.link) return m.link;
  if (courseId === null) return null;
  const source = m.kind === 'beginner_quest' ? 'beginner-quest' : 'mission';
  return `/courses/?selected_course=${courseId}&source=${source}`;
}

export async function buildBoard(
  db: Db,
  user: BoardUser,
  lang: Lang,
  now: Date,
  random: () => number,
  catalogue: MissionCatalogue,
): Promise<Board> {
  const ms = now.getTime();
  const list = activeIn(catalogue, now);
  const periods = new Map(list.map((m) => [m.id, periodFor(m, ms, user.zone)]));
  const keys = [...new Set([...periods.values()].map((p) => p.key))];
  const rows =
    keys.length === 0
      ? []
      : await db
          .select()
          .from(missionProgress)
          .where(and(eq(missionProgress.userId, user.id), inArray(missionProgress.period, keys)));
  const rowOf = new Map<string, ProgressRow>(
    rows.filter((r) => periods.get(r.missionId)?.key === r.period).map((r) => [r.missionId, r]),
  );

  // Resolve the course of learning missions that have none yet in this period.
  const unresolved = list.filter(
    (m) => m.ruleType === 'mission' && m.course !== null && rowOf.get(m.id)?.course == null,
  );
  if (unresolved.length > 0) {
    // Sequential: `db` is often a transaction, whose one connection runs one query at a time.
    const available = await catalogueCourses(db);
    const last = await lastPlayedWithPoints(db, user.id);
    const values = unresolved.flatMap((m) => {
      const course = resolveCourse(m.course!, available, last, random);
      return course === null
        ? []
        : [{ userId: user.id, missionId: m.id, period: periods.get(m.id)!.key, course }];
    });
    // One statement for all of them; a course another request resolved first is kept.
    const stored =
      values.length === 0
        ? []
        : await db
            .insert(missionProgress)
            .values(values)
            .onConflictDoUpdate({
              target: [missionProgress.userId, missionProgress.missionId, missionProgress.period],
              set: { course: sql`coalesce(${missionProgress.course}, excluded.course)` },
            })
            .returning();
    for (const row of stored) rowOf.set(row.missionId, row);
  }

  const isClaimed = (m: MissionRow) => rowOf.get(m.id)?.claimedAt != null;
  const items: MissionItem[] = [];
  let questOpen = true;
  for (const m of list) {
    const period = periods.get(m.id)!;
    const row = rowOf.get(m.id);
    const goal = goalOf(m);
    // A `mission` rule without a course counts the other missions of its kind claimed in its period.
    const current =
      m.ruleType === 'mission' && m.course === null
        ? Math.min(
            goal,
            list.filter(
              (o) =>
                o.id !== m.id &&
                o.kind === m.kind &&
                !o.isPrize &&
                periods.get(o.id)!.key === period.key &&
                isClaimed(o),
            ).length,
          )
        : (row?.currentProgress ?? 0);
    const complete = isMissionComplete({
      course: m.course ?? 'any',
      target: targetValue(m.target),
      current_progress: current,
    });
    const claimed = row?.claimedAt != null;
    const unlocked = m.kind === 'beginner_quest' ? questOpen : true;
    if (m.kind === 'beginner_quest' && !claimed) questOpen = false;
    const courseId = row?.course ?? null;
    const progress = fill(m.progress, current, goal);
    items.push({
      id: m.id,
      type: m.kind as MissionKind,
      recurrence: m.recurrence,
      title: textIn(m.title, lang),
      state: missionItemState({
        kind: m.kind as MissionKind,
        complete,
        claimed,
        unlocked,
        isPrize: m.isPrize,
      }),
      is_prize: m.isPrize,
      rules: [
        {
          type: m.ruleType,
          course: m.course,
          course_id: courseId,
          target: targetValue(m.target),
          current_progress: current,
          desc: textIn(m.title, lang),
          ...(m.ruleType === 'button_click' && m.trigger ? { button_id: m.trigger } : {}),
          ...(m.ruleType === 'page' && m.trigger ? { page_route: m.trigger } : {}),
        },
      ],
      current_progress: current,
      target: goal,
      Progress: progress,
      progress_text: textIn(progress, lang),
      Is_Shown: m.isShown,
      rewards: rewardsOf(m),
      link: courseLink(m, courseId),
      period: { key: period.key, starts_at: period.start, ends_at: period.end },
      claimed_at: row?.claimedAt?.getTime() ?? null,
    });
  }

  const week = periodOf('weekly', ms, user.zone);
  const milestoneRows = catalogue.milestones;
  const claimedCount = await claimsBetween(db, user.id, week);
  const claims = await db
    .select({ id: milestoneClaims.milestoneId })
    .from(milestoneClaims)
    .where(and(eq(milestoneClaims.userId, user.id), eq(milestoneClaims.period, week.key)));
  const claimedMilestones = new Set(claims.map((c) => c.id));
  const milestones = milestoneRows.map((r: MilestoneRow) => ({
    id: r.id,
    title: textIn(r.title, lang),
    target: r.target,
    state: claimedMilestones.has(r.id)
      ? ('claimed' as const)
      : claimedCount >= r.target
        ? ('completed' as const)
        : ('on_progress' as const),
    rewards: rewardsOf(r),
  }));
  return {
    items,
    milestones,
    milestonesProgress: {
      current: claimedCount,
      target: Math.max(0, ...milestoneRows.map((r) => r.target)),
      period: week,
    },
  };
}
