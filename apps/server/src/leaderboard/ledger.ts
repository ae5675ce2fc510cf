/**
 * Adds earned points to the leaderboard: the day's raw total in points_daily, and the counted
 * part (per-day cap) to the student's rows of this week and of all time. Call inside the
 * transaction that granted the points (after locking the student's row), so both move together.
 * The day and the week are those of the server's clock when the points arrive: a play sent late
 * from offline counts now, so nobody can backdate points into a finished week.
 */
import { and, eq, sql } from 'drizzle-orm';
import { LEADERBOARD_DAILY_POINTS_CAP } from '@web-ed/engine';
import type { Db } from '../db/client';
import { leaderboardAllTime, leaderboardWeekly, pointsDaily, users } from '../db/schema';
import { countedDelta, countedOf } from './cap';
import { ALL_TIME, appendMoves, boardMoves } from './counts';
import { leaderboardWeek, utcDay } from './week';

export async function addEarnedPoints(
  tx: Db,
  user: { id: string; country: string | null },
  points: number,
  now: Date,
): Promise<number> {
  if (points === 0) return 0;
  const day = utcDay(now);
  const [before] = await tx
    .select({ raw: pointsDaily.raw })
    .from(pointsDaily)
    .where(and(eq(pointsDaily.userId, user.id), eq(pointsDaily.day, day)));
  const raw = before?.raw ?? 0;
  const delta = countedDelta(raw, points, LEADERBOARD_DAILY_POINTS_CAP);
  const counted = countedOf(raw + points, LEADERBOARD_DAILY_POINTS_CAP);
  await tx
    .insert(pointsDaily)
    .values({ userId: user.id, day, raw: raw + points, counted })
    .onConflictDoUpdate({
      target: [pointsDaily.userId, pointsDaily.day],
      set: { raw: raw + points, counted },
    });
  if (delta === 0) return 0;
  const country = user.country ?? '';
  const weekStart = leaderboardWeek(now).weekStart;
  const [week] = await tx
    .insert(leaderboardWeekly)
    .values({ weekStart, userId: user.id, country, points: delta })
    .onConflictDoUpdate({
      target: [leaderboardWeekly.weekStart, leaderboardWeekly.userId],
      set: { points: sql`${leaderboardWeekly.points} + ${delta}` },
    })
    .returning({ points: leaderboardWeekly.points, country: leaderboardWeekly.country });
  const [all] = await tx
    .insert(leaderboardAllTime)
    .values({ userId: user.id, country, points: delta })
    .onConflictDoUpdate({
      target: leaderboardAllTime.userId,
      set: { points: sql`${leaderboardAllTime.points} + ${delta}` },
    })
    .returning({ points: leaderboardAllTime.points, country: leaderboardAllTime.country });
  await appendMoves(tx, [
    ...boardMoves(weekStart, week!.country, week!.points - delta, week!.points),
    ...boardMoves(ALL_TIME, all!.country, all!.points - delta, all!.points),
  ]);
  return delta;
}

/** Keeps the copied country (and the counts) in step with the profile. */
export async function moveCountry(db: Db, userId: string, country: string | null): Promise<void> {
  const to = country ?? '';
  await db.transaction(async (tx) => {
    // The student's lock first, as every points grant takes it: no deadlock with a grant.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const weeks = await tx
      .select()
      .from(leaderboardWeekly)
      .where(eq(leaderboardWeekly.userId, userId))
      .for('update');
    const [all] = await tx
      .select()
      .from(leaderboardAllTime)
      .where(eq(leaderboardAllTime.userId, userId))
      .for('update');
    const rows = [
      ...weeks.map((w) => ({ board: w.weekStart, country: w.country, points: w.points })),
      ...(all ? [{ board: ALL_TIME, country: all.country, points: all.points }] : []),
    ];
    await appendMoves(
      tx,
      rows
        .filter((r) => r.country !== to)
        .flatMap((r) => [
          ...boardMoves(r.board, r.country, r.points, 0),
          ...boardMoves(r.board, to, 0, r.points),
        ]),
    );
    await tx
      .update(leaderboardWeekly)
      .set({ country: to })
      .where(eq(leaderboardWeekly.userId, userId));
    await tx
      .update(leaderboardAllTime)
      .set({ country: to })
      .where(eq(leaderboardAllTime.userId, userId));
  });
}

/** Takes the student off the counts before their board rows are deleted (reset, deletion). */
export async function leaveBoards(tx: Db, userId: string): Promise<void> {
  const weeks = await tx
    .select()
    .from(leaderboardWeekly)
    .where(eq(leaderboardWeekly.userId, userId));
  const all = await tx
    .select()
    .from(leaderboardAllTime)
    .where(eq(leaderboardAllTime.userId, userId));
  await appendMoves(tx, [
    ...weeks.flatMap((w) => boardMoves(w.weekStart, w.country, w.points, 0)),
    ...all.flatMap((a) => boardMoves(ALL_TIME, a.country, a.points, 0)),
  ]);
}
