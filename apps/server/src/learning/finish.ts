/**
 * Ingestion of minigame finish records: each record is checked against the catalogue and
 * re-scored with the engine (the client's points are ignored), then applied to the student's
 * state in one round trip to read it and one to write (finish-plan.ts says what a batch does;
 * migration 0014 holds the two SQL functions). The write locks the student's row and applies the
 * plan only over the state it was made from, else the batch is planned again: concurrent or
 * repeated batches are applied one after the other and a record is never counted twice.
 *
 * Per (student, session) one record is kept: a resend (same timestamp_finished) and an older
 * one change nothing; a later one replaces it, moving the student's points by the difference.
 * A session's completion (chapter progress, exercise count, review, learning day) is applied
 * once, when its first complete record arrives. Stars and diamonds come from complete plays:
 * one diamond per star the first time a task reaches that many stars.
 */
import { sql } from 'drizzle-orm';
import {
  checkPlayTiming,
  scorePlay,
  type GivenAnswer,
  type Lang,
  type PlayableQuestion,
} from '@web-ed/engine';
import { registry } from '@web-ed/plugins';
import type { FinishRecord } from '@web-ed/schemas';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import type { User } from '../http/auth';
import { activeIn, missionCatalogue } from '../missions/catalogue';
import {
  cached,
  cachedChaptersOf,
  cachedCourseLang,
  langOf,
  playableTask,
  taskIn,
  taskVersion,
} from './catalogue';
import {
  chapterOrderKey,
  finishArgs,
  planFinish,
  type Checked,
  type FinishArgs,
  type FinishResult,
  type FinishState,
  type FinishWrites,
  type RefusalCode,
  type Rewards,
  type Scored,
} from './finish-plan';
import type { StoredNotification } from '../notifications/notify';
import { zoneOf } from './streak';

/** Plans made over a state that changed before they were written (a concurrent batch): retried. */
const MAX_ATTEMPTS = 8;

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
  const shownIn = await cachedCourseLang(db, record.subject_id, lang);
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

interface Loaded {
  state: FinishState;
  hash: string;
}

/**
 * The two statements of a batch, prepared once per database (no query text built per batch; on
 * PostgreSQL a named statement, parsed once per connection).
 */
const finishStatements = perDatabase((db) => {
  const user = sql`${sql.placeholder('user')}::uuid`;
  const args = sql`${sql.placeholder('args')}::jsonb`;
  return {
    read: db
      .select({ state: sql<FinishState>`s`, hash: sql<string>`md5(s::text)` })
      .from(sql`finish_state(${user}, ${args}) s`)
      .prepare('finish_state'),
    // With the write, whether the student has a push subscription: no look-up after it for the
    // many who never subscribed.
    apply: db
      .select({
        applied: sql<Applied>`finish_apply(${user}, ${args}, ${sql.placeholder('hash')}, ${sql.placeholder('writes')}::jsonb)
          || jsonb_build_object('subscribed', exists (select 1 from push_subscriptions where user_id = ${user}))`,
      })
      .from(sql`(select 1) one`)
      .prepare('finish_apply'),
  };
});

async function readState(db: Db, userId: string, args: FinishArgs): Promise<Loaded> {
  const [row] = await finishStatements(db).read.execute({
    user: userId,
    args: JSON.stringify(args),
  });
  return row!;
}

type Applied =
  | { conflict: false; notification: number | null; subscribed: boolean }
  | ({ conflict: true } & Loaded);

async function applyPlan(
  db: Db,
  userId: string,
  args: FinishArgs,
  hash: string,
  writes: FinishWrites,
): Promise<Applied> {
  const [row] = await finishStatements(db).apply.execute({
    user: userId,
    args: JSON.stringify(args),
    hash,
    writes: JSON.stringify(writes),
  });
  return row!.applied;
}

/** The plan's results are the checked records' own, in order. */
function storedOf(checked: readonly Checked[], results: readonly FinishResult[]): Scored[] {
  return checked.flatMap((c, i) => {
    const status = results[i]?.status;
    return c.ok && (status === 'accepted' || status === 'replaced') ? [c.scored] : [];
  });
}

export interface Ingested {
  rewards: Rewards;
  results: FinishResult[];
  /** The records this batch stored (accepted, or replacing an earlier finish), as scored. */
  stored: Scored[];
  missionsCompleted: string[];
  /** The reward_earned notification the batch stored, if it earned something. */
  notification: StoredNotification | null;
  /**
   * Whether to push it: the student had a push subscription when the batch was written (read in
   * the same statement, so the many who never subscribed cost no look-up).
   */
  push: boolean;
}

/**
 * Applies a batch for the signed-in `user`. Returns the rewards this batch gave (zero for a
 * resend) and one result per record, in order. Throws (nothing written) on a database error
 * and PlayBudgetExceeded past MAX_NEW_PLAYS_PER_MINUTE.
 */
export async function ingestFinishRecords(
  db: Db,
  user: User,
  records: readonly FinishRecord[],
  now: Date,
): Promise<Ingested> {
  const lang = langOf(user);
  const checked: Checked[] = [];
  for (const record of records) checked.push(await check(db, user, record, lang));
  const scored = checked.flatMap((c) => (c.ok ? [c.scored] : []));
  const missions = activeIn(await missionCatalogue(db), now);
  const chapterOrder = new Map<string, readonly number[]>();
  for (const { record, task } of scored) {
    const key = chapterOrderKey(record.subject_id, task.lang);
    if (chapterOrder.has(key)) continue;
    const chapters = await cachedChaptersOf(db, record.subject_id, task.lang as Lang);
    const order = chapters.map((ch) => ch.chapterId);
    chapterOrder.set(key, order);
  }

  // The student's zone decides which days and mission periods are read; the one read wins.
  let zone = zoneOf(user);
  let args = finishArgs(scored, missions, zone, now);
  let loaded = await readState(db, user.id, args);
  for (let attempt = 1; ; attempt++) {
    if (attempt > MAX_ATTEMPTS)
      throw new Error(`finish: the student's state changed under ${MAX_ATTEMPTS} plans in a row`);
    const stateZone = zoneOf({
      timeZone: loaded.state.me?.time_zone ?? null,
      country: loaded.state.me?.country ?? null,
    });
    if (stateZone !== zone) {
      zone = stateZone;
      args = finishArgs(scored, missions, zone, now);
      loaded = await readState(db, user.id, args);
      continue;
    }
    const plan = planFinish({ checked, state: loaded.state, zone, now, missions, chapterOrder });
    const done = {
      rewards: plan.rewards,
      results: plan.results,
      stored: storedOf(checked, plan.results),
      missionsCompleted: plan.missionsCompleted,
    };
    if (!plan.writes) return { ...done, notification: null, push: false };
    const applied = await applyPlan(db, user.id, args, loaded.hash, plan.writes);
    if (!applied.conflict) {
      const stored = plan.writes.notification;
      const notification =
        stored && applied.notification !== null ? { id: applied.notification, ...stored } : null;
      return { ...done, notification, push: notification !== null && applied.subscribed };
    }
    loaded = applied;
  }
}
