/**
 * Ingestion of minigame finish records: each record is checked against the catalogue and
 * re-scored with the engine (the client's points are ignored), then applied to the student's
 * state in ONE transaction that first locks the student's row, so concurrent or repeated
 * batches are applied one after the other and a record is never counted twice.
 *
 * Per (student, session) one record is kept: a resend (same timestamp_finished) and an older
 * one change nothing; a later one replaces it, moving the student's points by the difference.
 * A session's completion (chapter progress, exercise count, review, learning day) is applied
 * once, when its first complete record arrives. Stars and diamonds come from complete plays:
 * one diamond per star the first time a task reaches that many stars.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import {
  checkPlayTiming,
  scorePlay,
  type GivenAnswer,
  type Lang,
  type PlayableQuestion,
  type PlayScore,
} from '@web-ed/engine';
import { registry } from '@web-ed/plugins';
import type { FinishRecord } from '@web-ed/schemas';
import type { Db } from '../db/client';
import { chapterProgress, finishRecords, taskResults, users } from '../db/schema';
import { addEarnedPoints } from '../leaderboard/ledger';
import { advanceForPlay } from '../missions/advance';
import type { User } from '../http/auth';
import {
  cached,
  chaptersOf,
  courseLang,
  langOf,
  playableTask,
  taskIn,
  taskVersion,
  type TaskRow,
} from './catalogue';
import { completeChapterUnit } from './progress';
import { closestReviewTime, reviewChapter } from './review';
import { addLearningDay, dayIn, zoneOf } from './streak';

/**
 * New plays a student may store per minute of server time, whatever the batches: a phone
 * back online after days sends its backlog at this pace (the rest waits for the next minute,
 * nothing is lost); forged plays cannot arrive by the thousand.
 */
export const MAX_NEW_PLAYS_PER_MINUTE = 120;

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

interface Scored {
  record: FinishRecord;
  task: TaskRow;
  score: PlayScore;
  complete: boolean;
  accuracy: number;
}

type Checked = { ok: true; scored: Scored } | { ok: false; result: FinishResult };

function refused(record: FinishRecord, code: RefusalCode, message: string): Checked {
  return {
    ok: false,
    result: { session: record.session, task_id: record.task_id, status: 'refused', code, message },
  };
}

/** Answers the student actually gave (shown but never answered nor skipped ones are not). */
function givenAnswers(record: FinishRecord): GivenAnswer[] {
  return record.answers
    .filter((a) => a.timestamp_answered !== null || a.is_skipped)
    .map((a) => ({
      questionId: a.question_id,
      answer: a.answer,
      isSkipped: a.is_skipped,
      forcedCorrect: a.forced_correct,
    }));
}

/** Checks one record against the catalogue and re-scores it. Reads content only. */
async function check(db: Db, user: User, record: FinishRecord, lang: Lang): Promise<Checked> {
  if (record.identifier !== user.id) {
    return refused(
      record,
      'identifier_mismatch',
      'The record belongs to another user than the one signed in',
    );
  }
  const timing = checkPlayTiming(record);
  if (!timing.plausible)
    return refused(record, 'implausible_timing', `Implausible play: ${timing.reason}`);
  // Catalogue reads are cached briefly (catalogue.ts): this is the hot path of every batch.
  const shownIn = await cached(db, `lang/${record.subject_id}/${lang}`, () =>
    courseLang(db, record.subject_id, lang),
  );
  if (!shownIn)
    return refused(record, 'unknown_subject', `No course with subject_id ${record.subject_id}`);
  const task = await cached(db, `task/${record.subject_id}/${shownIn}/${record.task_id}`, () =>
    taskIn(db, record.subject_id, shownIn, record.task_id),
  );
  if (!task || task.chapterId !== record.chapter_id) {
    return refused(
      record,
      'unknown_task',
      `Task ${record.task_id} is not in chapter ${record.chapter_id} of subject ${record.subject_id}`,
    );
  }
  if (task.minigameId !== record.minigame_id) {
    return refused(
      record,
      'minigame_mismatch',
      `Task ${record.task_id} is minigame ${task.minigameId}, the record says ${record.minigame_id}`,
    );
  }
  // The questions as this play showed them: its own subject_version when the course was
  // republished since (a record sent late from offline), else the current ones.
  const played = await cached(
    db,
    `taskv/${record.subject_id}/${shownIn}/${record.task_id}/${record.subject_version}`,
    () => taskVersion(db, record.subject_id, shownIn, record.task_id, record.subject_version),
  );
  const questions = new Map<string, PlayableQuestion>(
    (played ?? playableTask(task)).questions.map((q) => [q.id, q]),
  );
  const unknown = [
    ...new Set(record.answers.map((a) => a.question_id).filter((id) => !questions.has(id))),
  ];
  if (unknown.length > 0) {
    const shown = unknown
      .slice(0, 5)
      .map((id) => `"${id}"`)
      .join(', ');
    return refused(
      record,
      'unknown_question',
      `Answers reference questions that are not in task ${record.task_id}: ${shown}${unknown.length > 5 ? ', …' : ''}`,
    );
  }
  const given = givenAnswers(record);
  // The play's length is the task's, never the record's: a forged question_length cannot raise the stars.
  const score = scorePlay(questions, given, task.playLength, registry, {
    lang: shownIn,
    subjectId: record.subject_id,
  });
  const answered = new Set(given.map((g) => g.questionId)).size;
  const complete =
    record.is_complete && record.timestamp_finished > 0 && answered >= task.playLength;
  return {
    ok: true,
    scored: {
      record,
      task,
      score,
      complete,
      accuracy: score.total > 0 ? score.earned / score.total : 0,
    },
  };
}

/**
 * Applies a batch for the signed-in `user`. Returns the rewards this batch gave (zero for a
 * resend) and one result per record, in order. Throws (nothing written) on a database error.
 */
export async function ingestFinishRecords(
  db: Db,
  user: User,
  records: readonly FinishRecord[],
  now: Date,
): Promise<{ rewards: Rewards; results: FinishResult[]; missionsCompleted: string[] }> {
  const lang = langOf(user);
  const checked: Checked[] = [];
  for (const record of records) checked.push(await check(db, user, record, lang));

  const rewards: Rewards = { total_points: 0, total_diamond: 0, total_vote: 0 };
  const missionsCompleted: string[] = [];
  const results = await db.transaction(async (tx) => {
    const [me] = await tx
      .select({
        country: users.country,
        timeZone: users.timeZone,
        diagnosticFlag: users.diagnosticFlag,
      })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    const timeZone = zoneOf(me ?? { country: null, timeZone: null });
    const out: FinishResult[] = [];
    let exercises = 0;
    let streak: number | null = null;

    for (const c of checked) {
      if (!c.ok) {
        out.push(c.result);
        continue;
      }
      const { record, task, score, complete, accuracy } = c.scored;
      const base = { session: record.session, task_id: record.task_id };
      const [existing] = await tx
        .select({
          taskId: finishRecords.taskId,
          finished: finishRecords.timestampFinished,
          points: finishRecords.points,
          counted: finishRecords.counted,
        })
        .from(finishRecords)
        .where(and(eq(finishRecords.userId, user.id), eq(finishRecords.session, record.session)));
      if (existing && existing.taskId !== record.task_id) {
        out.push({
          ...base,
          status: 'refused',
          code: 'session_conflict',
          message: `Session "${record.session}" already holds a play of task ${existing.taskId}`,
        });
        continue;
      }
      if (existing && record.timestamp_finished <= existing.finished) {
        out.push({
          ...base,
          status: record.timestamp_finished === existing.finished ? 'duplicate' : 'stale',
          points: existing.points,
        });
        continue;
      }
      const firstCompletion = complete && !existing?.counted;
      const row = {
        userId: user.id,
        session: record.session,
        subjectId: record.subject_id,
        chapterId: record.chapter_id,
        taskId: record.task_id,
        minigameId: record.minigame_id,
        timestampStarted: record.timestamp_started,
        timestampFinished: record.timestamp_finished,
        isComplete: complete,
        counted: complete || (existing?.counted ?? false),
        clientPoints: record.points,
        points: score.points,
        earned: score.earned,
        total: score.total,
        stars: score.stars,
        record,
        receivedAt: now,
        updatedAt: now,
      };
      const { userId: _u, session: _s, receivedAt: _r, ...update } = row;
      await tx
        .insert(finishRecords)
        .values(row)
        .onConflictDoUpdate({ target: [finishRecords.userId, finishRecords.session], set: update });
      rewards.total_points += score.points - (existing?.points ?? 0);
      const result: FinishResult = {
        ...base,
        status: existing ? 'replaced' : 'accepted',
        points: score.points,
        stars: score.stars,
        is_complete: complete,
      };

      if (complete) {
        const [best] = await tx
          .select({ stars: taskResults.bestStars })
          .from(taskResults)
          .where(and(eq(taskResults.userId, user.id), eq(taskResults.taskId, record.task_id)));
        rewards.total_diamond += Math.max(0, score.stars - (best?.stars ?? 0));
        await tx
          .insert(taskResults)
          .values({
            userId: user.id,
            taskId: record.task_id,
            subjectId: record.subject_id,
            chapterId: record.chapter_id,
            bestStars: score.stars,
            bestPoints: score.points,
            isCompleted: true,
            plays: 1,
            completedAt: now,
          })
          .onConflictDoUpdate({
            target: [taskResults.userId, taskResults.taskId],
            set: {
              bestStars: sql`greatest(${taskResults.bestStars}, excluded.best_stars)`,
              bestPoints: sql`greatest(${taskResults.bestPoints}, excluded.best_points)`,
              isCompleted: true,
              plays: firstCompletion ? sql`${taskResults.plays} + 1` : sql`${taskResults.plays}`,
              completedAt: sql`coalesce(${taskResults.completedAt}, excluded.completed_at)`,
            },
          });
      }
      if (firstCompletion) {
        // Read through `tx`: on PGlite a query outside the open transaction would wait for it.
        const chapterIds = await cached(
          db,
          `chapters/${record.subject_id}/${task.lang}`,
          async () =>
            (await chaptersOf(tx, record.subject_id, task.lang as Lang)).map((ch) => ch.chapterId),
        );
        const [before] = await tx
          .select({ isCompleted: chapterProgress.isCompleted })
          .from(chapterProgress)
          .where(
            and(
              eq(chapterProgress.userId, user.id),
              eq(chapterProgress.chapterId, record.chapter_id),
            ),
          );
        const states = await completeChapterUnit(
          tx,
          user.id,
          record.subject_id,
          chapterIds,
          record.chapter_id,
          now,
        );
        const state = states.find((s) => s.id === record.chapter_id);
        const due = await reviewChapter(
          tx,
          user.id,
          record.subject_id,
          record.chapter_id,
          accuracy,
          now,
        );
        exercises += 1;
        // The play's day in the student's time zone; a finish time in the future counts as now.
        const playedAt = Math.min(record.timestamp_finished, now.getTime());
        streak = (await addLearningDay(tx, user.id, dayIn(playedAt, timeZone), now)) ?? streak;
        missionsCompleted.push(
          ...(await advanceForPlay(
            tx,
            { id: user.id, zone: timeZone, diagnosticFlag: me?.diagnosticFlag ?? 0 },
            {
              session: record.session,
              subjectId: record.subject_id,
              chapterId: record.chapter_id,
              chapterCompleted: (state?.is_completed ?? false) && !before?.isCompleted,
              playedAt,
            },
            now,
          )),
        );
        if (state) {
          result.chapter_progress = state.progress;
          result.closest_review_time = closestReviewTime(state.is_completed, due.getTime());
        }
      }
      out.push(result);
    }

    if (
      rewards.total_points !== 0 ||
      rewards.total_diamond !== 0 ||
      exercises > 0 ||
      streak !== null
    ) {
      await tx
        .update(users)
        .set({
          points: sql`${users.points} + ${rewards.total_points}`,
          diamond: sql`${users.diamond} + ${rewards.total_diamond}`,
          exerciseCompleted: sql`${users.exerciseCompleted} + ${exercises}`,
          ...(streak === null ? {} : { learningStreak: streak }),
        })
        .where(eq(users.id, user.id));
      await addEarnedPoints(
        tx,
        { id: user.id, country: me?.country ?? null },
        rewards.total_points,
        now,
      );
    }
    // Counted after the writes, under the student's row lock: concurrent batches add up.
    if (out.some((r) => r.status === 'accepted')) {
      const [recent] = await tx
        .select({ n: count() })
        .from(finishRecords)
        .where(
          and(
            eq(finishRecords.userId, user.id),
            gt(finishRecords.receivedAt, new Date(now.getTime() - 60_000)),
          ),
        );
      if ((recent?.n ?? 0) > MAX_NEW_PLAYS_PER_MINUTE) throw new PlayBudgetExceeded();
    }
    return out;
  });
  return { rewards, results, missionsCompleted };
}
