/**
 * Everything the mission screens show for one student at one instant: each active mission in
 * its current period (in the student's time zone) with its state, progress and text, and the
 * weekly milestones. Learning missions get their course resolved once per period (stored).
 */
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
import type { LangText } from '../db/schema';
import type { Rewards } from '../rewards/grant';
import type { Step } from './advance';
import { readBoardState, writeBoard, type BoardRow, type Claimed } from './board-statements';
import {
  activeIn,
  goalOf,
  periodFor,
  targetValue,
  type MilestoneRow,
  type MissionCatalogue,
  type MissionRow,
} from './catalogue';
import { catalogueCourses, resolveCourse } from './course';

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
  /** The last missions claimed, newest first, in any period. */
  history: Claimed[];
}

/** How many claimed missions the board lists. */
const HISTORY_LIMIT = 50;

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

function courseLink(m: MissionRow, courseId: number | null): string | null {
  if (m.link) return m.link;
  if (courseId === null) return null;
  const source = m.kind === 'beginner_quest' ? 'beginner-quest' : 'mission';
  return `/courses/?selected_course=${courseId}&source=${source}`;
}

/**
 * The board of `user` at `now`, in one round trip; `derived` steps (today's login, a finished
 * skill check: advance.ts derivedSteps) are taken in a second one, with the courses resolved for
 * learning missions that have none yet in their period.
 */
export async function buildBoard(
  db: Db,
  user: BoardUser,
  lang: Lang,
  now: Date,
  random: () => number,
  catalogue: MissionCatalogue,
  derived: readonly Step[] = [],
): Promise<Board> {
  const ms = now.getTime();
  const list = activeIn(catalogue, now);
  const periods = new Map(list.map((m) => [m.id, periodFor(m, ms, user.zone)]));
  const week = periodOf('weekly', ms, user.zone);
  const learning = list.filter((m) => m.ruleType === 'mission' && m.course !== null);
  const state = await readBoardState(db, user.id, {
    keys: [...new Set([...periods.values()].map((p) => p.key))],
    week: { start: week.start, end: week.end!, key: week.key },
    historyLimit: HISTORY_LIMIT,
    needCourse: learning.map((m) => ({ m: m.id, p: periods.get(m.id)!.key })),
  });
  const rowOf = new Map<string, BoardRow>(
    state.rows
      .filter((r) => periods.get(r.missionId)?.key === r.period)
      .map((r) => [r.missionId, r]),
  );

  // Learning missions get their course once per period, never the last course played with points.
  const unresolved = learning.filter((m) => rowOf.get(m.id)?.course == null);
  const available = unresolved.length > 0 ? await catalogueCourses(db) : [];
  const courses = unresolved.flatMap((m) => {
    const course = resolveCourse(m.course!, available, state.lastPlayed, random);
    return course === null ? [] : [{ m: m.id, p: periods.get(m.id)!.key, course }];
  });
  const steps = derived.map((s) => ({
    m: s.m.id,
    p: s.period,
    source: s.source,
    goal: goalOf(s.m),
  }));
  if (steps.length > 0 || courses.length > 0) {
    for (const row of await writeBoard(db, user.id, { now: ms, steps, courses })) {
      rowOf.set(row.missionId, row);
    }
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
      claimed_at: row?.claimedAt ?? null,
    });
  }

  const milestoneRows = catalogue.milestones;
  const claimedCount = state.claimedInWeek;
  const claimedMilestones = new Set(state.milestones);
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
    history: state.history,
  };
}
