/**
 * Claiming an anonymous embed account (anonymous-session.ts) into a signed-in one, once:
 * - finish records move over (a session the real account already holds keeps the real one);
 * - best task results, chapter progress and learning days are merged (the better of the two);
 *   review schedules the real account lacks move over;
 * - rewards are earned again by the normal rules, never copied from the anonymous balances:
 *   the points of the plays that moved (they enter the leaderboard as earned now), and one
 *   diamond per star a task reaches beyond the account's own best. The anonymous account's
 *   starting grants, votes and mission rewards stay behind, so claiming many anonymous accounts
 *   earns no more than playing once; the exercise count is added;
 * - the anonymous account is then emptied (resetProgress: it leaves the boards), marked
 *   `claimed_by`, and its tokens expire.
 * Missions and streak settings of the anonymous account are not carried over. One transaction,
 * the anonymous row locked first, so two claims at once merge only once; claiming again by the
 * same account changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { embedAnonymousUsers, finishRecords, sessions, taskResults, users } from '../db/schema';
import { addEarnedPoints } from '../leaderboard/ledger';
import { resetProgress } from '../routes/user/reset-account';
import { forgetSessionsOf } from '../http/session-cache';

export interface ClaimResult {
  /** False when this account had already claimed it: nothing changed. */
  claimed: boolean;
  points: number;
  diamond: number;
  finish_records: number;
}

export class ClaimedByOtherError extends Error {
  override name = 'ClaimedByOtherError';
}

/** Diamonds the anonymous plays earn the account: stars beyond its own best, per task. */
async function diamondsEarned(tx: Db, from: string, to: string): Promise<number> {
  const own = alias(taskResults, 'own');
  const [row] = await tx
    .select({
      diamond:
        sql<number>`coalesce(sum(greatest(0, ${taskResults.bestStars} - coalesce(${own.bestStars}, 0))), 0)`.mapWith(
          Number,
        ),
    })
    .from(taskResults)
    .leftJoin(own, and(eq(own.userId, to), eq(own.taskId, taskResults.taskId)))
    .where(and(eq(taskResults.userId, from), eq(taskResults.isCompleted, true)));
  return row?.diamond ?? 0;
}

/** Moves the plays and merges the progress; answers the moved plays' count and points. */
async function mergeProgress(
  tx: Db,
  from: string,
  to: string,
): Promise<{ records: number; points: number }> {
  const moved = await tx
    .update(finishRecords)
    .set({ userId: to })
    .where(
      and(
        eq(finishRecords.userId, from),
        sql`not exists (select 1 from finish_records r where r.user_id = ${to} and r.session = ${finishRecords.session})`,
      ),
    )
    .returning({ points: finishRecords.points });
  await tx.execute(sql`
    insert into task_results (user_id, task_id, subject_id, chapter_id, best_stars, best_points, is_completed, plays, completed_at)
    select ${to}, task_id, subject_id, chapter_id, best_stars, best_points, is_completed, plays, completed_at
    from task_results where user_id = ${from}
    on conflict (user_id, task_id) do update set
      best_stars = greatest(task_results.best_stars, excluded.best_stars),
      best_points = greatest(task_results.best_points, excluded.best_points),
      is_completed = task_results.is_completed or excluded.is_completed,
      plays = task_results.plays + excluded.plays,
      completed_at = least(task_results.completed_at, excluded.completed_at)`);
  await tx.execute(sql`
    insert into chapter_progress (user_id, chapter_id, subject_id, progress, is_completed, is_current, updated_at)
    select ${to}, chapter_id, subject_id, progress, is_completed, is_current, updated_at
    from chapter_progress where user_id = ${from}
    on conflict (user_id, chapter_id) do update set
      progress = greatest(chapter_progress.progress, excluded.progress),
      is_completed = chapter_progress.is_completed or excluded.is_completed,
      updated_at = greatest(chapter_progress.updated_at, excluded.updated_at)`);
  await tx.execute(sql`
    insert into learning_days (user_id, day, plays)
    select ${to}, day, plays from learning_days where user_id = ${from}
    on conflict (user_id, day) do update set plays = learning_days.plays + excluded.plays`);
  await tx.execute(sql`
    insert into chapter_reviews (user_id, chapter_id, subject_id, due, stability, difficulty, elapsed_days,
      scheduled_days, learning_steps, reps, lapses, state, last_review, last_rating)
    select ${to}, chapter_id, subject_id, due, stability, difficulty, elapsed_days,
      scheduled_days, learning_steps, reps, lapses, state, last_review, last_rating
    from chapter_reviews where user_id = ${from}
    on conflict (user_id, chapter_id) do nothing`);
  return { records: moved.length, points: moved.reduce((sum, r) => sum + r.points, 0) };
}

export async function claimAnonymous(
  db: Db,
  anonymousId: string,
  user: { id: string; country: string | null },
  now: Date,
): Promise<ClaimResult> {
  const result = await db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(embedAnonymousUsers)
      .where(eq(embedAnonymousUsers.userId, anonymousId))
      .for('update');
    if (!account) throw new Error(`no anonymous account ${anonymousId}`);
    if (account.claimedBy !== null) {
      if (account.claimedBy !== user.id) throw new ClaimedByOtherError();
      return { claimed: false, points: 0, diamond: 0, finish_records: 0 };
    }
    const [anon] = await tx.select().from(users).where(eq(users.id, anonymousId));
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const diamond = await diamondsEarned(tx, anonymousId, user.id);
    const { records, points } = await mergeProgress(tx, anonymousId, user.id);
    await tx
      .update(users)
      .set({
        points: sql`${users.points} + ${points}`,
        diamond: sql`${users.diamond} + ${diamond}`,
        exerciseCompleted: sql`${users.exerciseCompleted} + ${anon!.exerciseCompleted}`,
      })
      .where(eq(users.id, user.id));
    await addEarnedPoints(tx, user, points, now);
    await resetProgress(tx, anonymousId);
    await tx
      .update(embedAnonymousUsers)
      .set({ claimedBy: user.id, claimedAt: now })
      .where(eq(embedAnonymousUsers.userId, anonymousId));
    await tx.update(sessions).set({ expiresAt: now }).where(eq(sessions.userId, anonymousId));
    return { claimed: true, points, diamond, finish_records: records };
  });
  // The anonymous account's sessions ended with the claim.
  forgetSessionsOf(db, anonymousId);
  return result;
}
