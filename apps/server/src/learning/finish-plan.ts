/**
 * What a batch of finish records does to a student, planned without the database: from the state
 * finish_state read (migration 0014) and the re-scored records, the results, the rewards and every
 * row to write, which finish_apply writes in one statement. The rules are the engine's and this
 * server's pure ones (completeUnit, FSRS review, streak and freezes, mission steps, the daily
 * cap), applied to the records in order exactly as one record after the other would be.
 */
import {
  completeUnit,
  LEADERBOARD_DAILY_POINTS_CAP,
  localDay,
  STREAK_GOALS,
  type PlayScore,
} from '@web-ed/engine';
import type { Card } from 'ts-fsrs';
import type { FinishRecord } from '@web-ed/schemas';
import { countedDelta, countedOf } from '../leaderboard/cap';
import { boardMoves, type BoardMove } from '../leaderboard/counts';
import { leaderboardWeek, utcDay } from '../leaderboard/week';
import { playSteps, progressAfterStep, stepKey, type ProgressRow } from '../missions/advance';
import type { MissionRow } from '../missions/catalogue';
import { NOTIFICATION_LINK } from '../notifications/kinds';
import type { TaskRow } from './catalogue';
import { deriveStates } from './progress';
import { closestReviewTime, nextCard } from './review';
import { freezesAfterGoalDay, daysToFreeze } from './streak-freeze';
import { runLength } from './streak';

/**
 * New plays a student may store per minute of server time, whatever the batches: a phone
 * back online after days sends its backlog at this pace (the rest waits for the next minute,
 * nothing is lost); forged plays cannot arrive by the thousand.
 */
export const MAX_NEW_PLAYS_PER_MINUTE = 120;

/** Learning and freeze days a streak is counted over (the run is at most this long). */
const STREAK_DAYS = 400;

/** The batch would store more new plays than MAX_NEW_PLAYS_PER_MINUTE: nothing was applied. */
export class PlayBudgetExceeded extends Error {
  override name = 'PlayBudgetExceeded';
  readonly retryAfterSeconds = 60;
}

export type FinishStatus = 'accepted' | 'replaced' | 'duplicate' | 'stale' | 'refused';

/** Why a record was refused: stable codes for the client (docs/api.md). */
export type RefusalCode =
  | 'identifier_mismatch'
  | 'unknown_subject'
  | 'unknown_task'
  | 'minigame_mismatch'
  | 'unknown_question'
  | 'session_conflict'
  | 'implausible_timing';

export interface FinishResult {
  session: string;
  task_id: number;
  status: FinishStatus;
  code?: RefusalCode;
  message?: string;
  /** Server-scored points of the kept record. */
  points?: number;
  stars?: number;
  is_complete?: boolean;
  /** Where the record changed the student's state. */
  chapter_progress?: number;
  closest_review_time?: number;
}

export interface Rewards {
  total_points: number;
  total_diamond: number;
  total_vote: number;
}

/** A record that passed the catalogue checks, with the server's score. */
export interface Scored {
  record: FinishRecord;
  task: TaskRow;
  score: PlayScore;
  complete: boolean;
  accuracy: number;
}

export type Checked = { ok: true; scored: Scored } | { ok: false; result: FinishResult };

/** What finish_state reads: the keys it is asked about (computed in the student's zone). */
export interface FinishArgs {
  sessions: string[];
  tasks: number[];
  subjects: number[];
  chapters: number[];
  days: string[];
  /** Mission steps a complete play may take: [mission, period, source]. */
  events: [string, string, string][];
  /** [mission, period] */
  missions: [string, string][];
  recent_since: string;
  day_utc: string;
  week_start: string;
}

interface ReviewRow {
  chapter_id: number;
  subject_id: number;
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: string | null;
  last_rating: number;
}

interface ChapterRow {
  chapter_id: number;
  subject_id: number;
  progress: number;
  is_completed: boolean;
  is_current: boolean;
}

interface TaskResultRow {
  task_id: number;
  best_stars: number;
  best_points: number;
  plays: number;
  is_completed: boolean;
  completed_at: string | null;
}

interface BoardRow {
  country: string;
  points: number;
}

/** finish_state's answer (JSON, as PostgreSQL spells it). */
export interface FinishState {
  me: { country: string | null; time_zone: string | null; diagnostic_flag: number } | null;
  records: {
    session: string;
    task_id: number;
    finished: number;
    points: number;
    counted: boolean;
  }[];
  recent: number;
  tasks: TaskResultRow[];
  chapters: ChapterRow[];
  reviews: ReviewRow[];
  days: { day: string; plays: number }[];
  freeze_days: string[];
  streak: { goal: number; freezes: number; goal_days: number } | null;
  events: [string, string, string][];
  missions: {
    mission_id: string;
    period: string;
    current_progress: number;
    per_course: Record<string, number>;
    completed_at: string | null;
  }[];
  points_daily: number | null;
  week: BoardRow | null;
  all_time: BoardRow | null;
}

/** finish_apply's input: the rows the batch writes, each once, in its final state. */
export interface FinishWrites {
  now: string;
  records: Record<string, unknown>[];
  tasks: Record<string, unknown>[];
  chapters: ChapterRow[];
  reviews: Record<string, unknown>[];
  days: { day: string; plays: number }[];
  freeze_days: string[];
  streak: { goal: number; freezes: number; goal_days: number } | null;
  events: [string, string, string][];
  missions: Record<string, unknown>[];
  user: { points: number; diamond: number; exercises: number; streak: number | null } | null;
  points_daily: { raw: number; counted: number } | null;
  board: { country: string; delta: number; moves: BoardMove[] } | null;
  notification: { kind: 'reward_earned'; params: Record<string, number>; link: string } | null;
}

export interface FinishPlan {
  results: FinishResult[];
  rewards: Rewards;
  missionsCompleted: string[];
  /** Null when the batch changes nothing (resends, stale or refused records only). */
  writes: FinishWrites | null;
}

/** Course order of a subject's chapters, by `${subjectId}/${lang}`. */
export type ChapterOrder = ReadonlyMap<string, readonly number[]>;

export const chapterOrderKey = (subjectId: number, lang: string) => `${subjectId}/${lang}`;

/** The play's day in the student's zone; a finish time in the future counts as now. */
const playedAtOf = (record: FinishRecord, now: Date) =>
  Math.min(record.timestamp_finished, now.getTime());

/** The keys of the state a batch depends on, in `zone`. */
export function finishArgs(
  scored: readonly Scored[],
  missions: readonly MissionRow[],
  zone: string,
  now: Date,
): FinishArgs {
  const complete = scored.filter((s) => s.complete);
  const events = new Map<string, [string, string, string]>();
  for (const { record } of complete) {
    // Every step the play could take: whether it completes its chapter is known only later.
    const steps = playSteps(missions, zone, {
      session: record.session,
      subjectId: record.subject_id,
      chapterId: record.chapter_id,
      chapterCompleted: true,
      playedAt: playedAtOf(record, now),
    });
    for (const s of steps)
      events.set(`${stepKey(s.m.id, s.period)}\u0000${s.source}`, [s.m.id, s.period, s.source]);
  }
  const missionKeys = new Map(
    [...events.values()].map(([m, p]) => [stepKey(m, p), [m, p] as [string, string]]),
  );
  const unique = <T>(xs: T[]) => [...new Set(xs)];
  return {
    sessions: unique(scored.map((s) => s.record.session)),
    tasks: unique(complete.map((s) => s.record.task_id)),
    subjects: unique(scored.map((s) => s.record.subject_id)),
    chapters: unique(complete.map((s) => s.record.chapter_id)),
    days: unique(complete.map((s) => localDay(playedAtOf(s.record, now), zone))),
    events: [...events.values()],
    missions: [...missionKeys.values()],
    recent_since: new Date(now.getTime() - 60_000).toISOString(),
    day_utc: utcDay(now),
    week_start: leaderboardWeek(now).weekStart,
  };
}

function cardOf(row: ReviewRow): Card {
  return {
    due: new Date(row.due),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.last_review ? { last_review: new Date(row.last_review) } : {}),
  };
}

/**
 * Plans the batch (`checked`, in order) over `state` in `zone`. Throws PlayBudgetExceeded when it
 * would store more than MAX_NEW_PLAYS_PER_MINUTE new plays in a minute.
 */
export function planFinish(input: {
  checked: readonly Checked[];
  state: FinishState;
  zone: string;
  now: Date;
  missions: readonly MissionRow[];
  chapterOrder: ChapterOrder;
}): FinishPlan {
  const { checked, state, zone, now, missions, chapterOrder } = input;
  const nowIso = now.toISOString();
  const records = new Map(state.records.map((r) => [r.session, r]));
  const tasks = new Map(state.tasks.map((t) => [t.task_id, t]));
  const chapters = new Map(state.chapters.map((c) => [c.chapter_id, c]));
  const reviews = new Map(state.reviews.map((r) => [r.chapter_id, r]));
  const days = new Map(state.days.map((d) => [d.day, d.plays]));
  const freezeDays = new Set(state.freeze_days);
  let streakState = state.streak ?? { goal: STREAK_GOALS[0]!, freezes: 0, goal_days: 0 };
  let streakChanged = false;
  const events = new Set(state.events.map((e) => e.join('\u0000')));
  const progress = new Map<string, ProgressRow>(
    state.missions.map((m) => [
      stepKey(m.mission_id, m.period),
      {
        currentProgress: m.current_progress,
        perCourse: m.per_course,
        completedAt: m.completed_at ? new Date(m.completed_at) : null,
      },
    ]),
  );

  const w = {
    records: new Map<string, Record<string, unknown>>(),
    tasks: new Map<number, Record<string, unknown>>(),
    chapters: new Map<number, ChapterRow>(),
    reviews: new Map<number, Record<string, unknown>>(),
    days: new Map<string, number>(),
    freezeDays: [] as string[],
    events: [] as [string, string, string][],
    missions: new Map<string, Record<string, unknown>>(),
  };
  const rewards: Rewards = { total_points: 0, total_diamond: 0, total_vote: 0 };
  const missionsCompleted: string[] = [];
  const results: FinishResult[] = [];
  let exercises = 0;
  let streak: number | null = null;

  /** Counts a completed play on `day`; the run ending at the latest day, or null when the day already counted. */
  const addLearningDay = (day: string): number | null => {
    const plays = (days.get(day) ?? 0) + 1;
    days.set(day, plays);
    w.days.set(day, plays);
    if (plays === streakState.goal) {
      streakState = {
        ...streakState,
        goal_days: streakState.goal_days + 1,
        freezes: freezesAfterGoalDay(streakState.goal_days, streakState.freezes),
      };
      streakChanged = true;
    }
    if (plays > 1) return null;
    if (streakState.freezes > 0) {
      const before = [...days.keys(), ...freezeDays].filter((d) => d < day).sort();
      const covered = daysToFreeze(before.at(-1), day, streakState.freezes);
      if (covered.length > 0) {
        for (const d of covered) freezeDays.add(d);
        w.freezeDays.push(...covered);
        streakState = { ...streakState, freezes: streakState.freezes - covered.length };
        streakChanged = true;
      }
    }
    const kept = [...new Set([...days.keys(), ...freezeDays])].sort().reverse();
    return runLength(kept.slice(0, STREAK_DAYS));
  };

  for (const c of checked) {
    if (!c.ok) {
      results.push(c.result);
      continue;
    }
    const { record, task, score, complete, accuracy } = c.scored;
    const base = { session: record.session, task_id: record.task_id };
    const existing = records.get(record.session);
    if (existing && existing.task_id !== record.task_id) {
      results.push({
        ...base,
        status: 'refused',
        code: 'session_conflict',
        message: `Session "${record.session}" already holds a play of task ${existing.task_id}`,
      });
      continue;
    }
    if (existing && record.timestamp_finished <= existing.finished) {
      results.push({
        ...base,
        status: record.timestamp_finished === existing.finished ? 'duplicate' : 'stale',
        points: existing.points,
      });
      continue;
    }
    const firstCompletion = complete && !existing?.counted;
    const counted = complete || (existing?.counted ?? false);
    w.records.set(record.session, {
      session: record.session,
      subject_id: record.subject_id,
      chapter_id: record.chapter_id,
      task_id: record.task_id,
      minigame_id: record.minigame_id,
      timestamp_started: record.timestamp_started,
      timestamp_finished: record.timestamp_finished,
      is_complete: complete,
      counted,
      client_points: record.points,
      points: score.points,
      earned: score.earned,
      total: score.total,
      stars: score.stars,
      record,
    });
    records.set(record.session, {
      session: record.session,
      task_id: record.task_id,
      finished: record.timestamp_finished,
      points: score.points,
      counted,
    });
    rewards.total_points += score.points - (existing?.points ?? 0);
    const result: FinishResult = {
      ...base,
      status: existing ? 'replaced' : 'accepted',
      points: score.points,
      stars: score.stars,
      is_complete: complete,
    };

    if (complete) {
      const best = tasks.get(record.task_id);
      rewards.total_diamond += Math.max(0, score.stars - (best?.best_stars ?? 0));
      const after: TaskResultRow = best
        ? {
            task_id: record.task_id,
            best_stars: Math.max(best.best_stars, score.stars),
            best_points: Math.max(best.best_points, score.points),
            plays: best.plays + (firstCompletion ? 1 : 0),
            is_completed: true,
            completed_at: best.completed_at ?? nowIso,
          }
        : {
            task_id: record.task_id,
            best_stars: score.stars,
            best_points: score.points,
            plays: 1,
            is_completed: true,
            completed_at: nowIso,
          };
      tasks.set(record.task_id, after);
      w.tasks.set(record.task_id, {
        ...after,
        subject_id: record.subject_id,
        chapter_id: record.chapter_id,
      });
    }

    if (firstCompletion) {
      const order = chapterOrder.get(chapterOrderKey(record.subject_id, task.lang)) ?? [];
      const wasCompleted = chapters.get(record.chapter_id)?.is_completed ?? false;
      const before = deriveStates(
        order,
        order.flatMap((id) => {
          const r = chapters.get(id);
          return r
            ? [
                {
                  chapterId: id,
                  progress: r.progress,
                  isCompleted: r.is_completed,
                  isCurrent: r.is_current,
                },
              ]
            : [];
        }),
      );
      // Every chapter is written, so the stored current flag never depends on the derived default.
      const states = completeUnit(before, record.chapter_id);
      for (const s of states) {
        const row = {
          chapter_id: s.id,
          subject_id: record.subject_id,
          progress: s.progress,
          is_completed: s.is_completed,
          is_current: s.is_current,
        };
        chapters.set(s.id, row);
        w.chapters.set(s.id, row);
      }
      const state = states.find((s) => s.id === record.chapter_id);

      const previous = reviews.get(record.chapter_id);
      const { card, rating } = nextCard(previous ? cardOf(previous) : null, accuracy, now);
      const review: ReviewRow = {
        chapter_id: record.chapter_id,
        subject_id: record.subject_id,
        due: card.due.toISOString(),
        stability: card.stability,
        difficulty: card.difficulty,
        elapsed_days: card.elapsed_days,
        scheduled_days: card.scheduled_days,
        learning_steps: card.learning_steps,
        reps: card.reps,
        lapses: card.lapses,
        state: card.state,
        last_review: (card.last_review ?? now).toISOString(),
        last_rating: rating,
      };
      reviews.set(record.chapter_id, review);
      w.reviews.set(record.chapter_id, { ...review });

      exercises += 1;
      const playedAt = playedAtOf(record, now);
      streak = addLearningDay(localDay(playedAt, zone)) ?? streak;

      const steps = playSteps(missions, zone, {
        session: record.session,
        subjectId: record.subject_id,
        chapterId: record.chapter_id,
        chapterCompleted: (state?.is_completed ?? false) && !wasCompleted,
        playedAt,
      });
      for (const step of steps) {
        const event: [string, string, string] = [step.m.id, step.period, step.source];
        const eventKey = event.join('\u0000');
        // A resent play or an already completed chapter finds its source there: no step.
        if (events.has(eventKey)) continue;
        events.add(eventKey);
        w.events.push(event);
        const key = stepKey(step.m.id, step.period);
        const row = progress.get(key);
        const next = progressAfterStep(step, row, now);
        if (next.completedAt && !row?.completedAt) missionsCompleted.push(step.m.id);
        progress.set(key, next);
        w.missions.set(key, {
          mission_id: step.m.id,
          period: step.period,
          current_progress: next.currentProgress,
          per_course: next.perCourse,
          completed_at: next.completedAt,
        });
      }
      if (state) {
        result.chapter_progress = state.progress;
        result.closest_review_time = closestReviewTime(state.is_completed, card.due.getTime());
      }
    }
    results.push(result);
  }

  const accepted = results.filter((r) => r.status === 'accepted').length;
  if (accepted > 0 && state.recent + accepted > MAX_NEW_PLAYS_PER_MINUTE)
    throw new PlayBudgetExceeded();
  if (w.records.size === 0) return { results, rewards, missionsCompleted, writes: null };

  const moved =
    rewards.total_points !== 0 || rewards.total_diamond !== 0 || exercises > 0 || streak !== null;
  const country = state.me?.country ?? '';
  let pointsDaily: FinishWrites['points_daily'] = null;
  let board: FinishWrites['board'] = null;
  if (moved && rewards.total_points !== 0) {
    // The leaderboard's per-day cap (leaderboard/ledger.ts): only the counted part moves the boards.
    const raw = state.points_daily ?? 0;
    const cap = LEADERBOARD_DAILY_POINTS_CAP;
    const delta = countedDelta(raw, rewards.total_points, cap);
    pointsDaily = {
      raw: raw + rewards.total_points,
      counted: countedOf(raw + rewards.total_points, cap),
    };
    if (delta !== 0) {
      const week = state.week ?? { country, points: 0 };
      const allTime = state.all_time ?? { country, points: 0 };
      board = {
        country,
        delta,
        moves: [
          ...boardMoves(
            leaderboardWeek(now).weekStart,
            week.country,
            week.points,
            week.points + delta,
          ),
          ...boardMoves('all', allTime.country, allTime.points, allTime.points + delta),
        ],
      };
    }
  }
  const earned = rewards.total_points > 0 || rewards.total_diamond > 0;
  return {
    results,
    rewards,
    missionsCompleted,
    writes: {
      now: nowIso,
      records: [...w.records.values()],
      tasks: [...w.tasks.values()],
      chapters: [...w.chapters.values()],
      reviews: [...w.reviews.values()],
      days: [...w.days].map(([day, plays]) => ({ day, plays })),
      freeze_days: w.freezeDays,
      streak: streakChanged ? streakState : null,
      events: w.events,
      missions: [...w.missions.values()],
      user: moved
        ? {
            points: rewards.total_points,
            diamond: rewards.total_diamond,
            exercises,
            streak,
          }
        : null,
      points_daily: pointsDaily,
      board,
      notification: earned
        ? {
            kind: 'reward_earned',
            params: {
              points: rewards.total_points,
              diamonds: rewards.total_diamond,
              votes: rewards.total_vote,
            },
            link: NOTIFICATION_LINK.reward_earned,
          }
        : null,
    },
  };
}
