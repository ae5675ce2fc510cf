/**
 * Leaderboard reads. The top walks one index ((week, points desc, user) or (week, country,
 * points desc, user), and the all-time pair): a short index scan. The own rank is 1 + the
 * students with more points (ties share a rank), summed from the counts (counts.ts), so it costs
 * about the same for the leader and for the last of a million.
 */
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leaderboardAllTime, leaderboardWeekly, users } from '../db/schema';
import { ALL_TIME } from './counts';

export type Scope = 'weekly' | 'all_time';

export interface Entry {
  rank: number;
  name: string | null;
  avatar_id: number;
  country: string | null;
  points: number;
  is_me: boolean;
}

function table(scope: Scope, weekStart: string, country: string | null) {
  const t = scope === 'weekly' ? leaderboardWeekly : leaderboardAllTime;
  const where: SQL[] = [];
  if (scope === 'weekly') where.push(eq(leaderboardWeekly.weekStart, weekStart));
  if (country !== null) where.push(eq(t.country, country));
  return { t, where };
}

export async function topOf(
  db: Db,
  scope: Scope,
  weekStart: string,
  country: string | null,
  limit: number,
  me: string,
): Promise<Entry[]> {
  const { t, where } = table(scope, weekStart, country);
  const rows = await db
    .select({
      userId: t.userId,
      points: t.points,
      country: t.country,
      name: users.name,
      avatar: users.currentAvatar,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(and(...where, gt(t.points, 0)))
    // NULLS LAST as the index is declared (drizzle's desc() would sort NULLS FIRST: no index).
    .orderBy(sql`${t.points} desc nulls last`, t.userId)
    .limit(limit);
  const out: Entry[] = [];
  rows.forEach((r, i) => {
    const prev = out[i - 1];
    out.push({
      rank: prev && prev.points === r.points ? prev.rank : i + 1,
      name: r.name,
      avatar_id: r.avatar,
      country: r.country || null,
      points: r.points,
      is_me: r.userId === me,
    });
  });
  return out;
}

/** The student's points and rank on the board, in one round trip (leaderboard/counts.ts). */
export async function ownRank(
  db: Db,
  scope: Scope,
  weekStart: string,
  country: string | null,
  userId: string,
): Promise<{ rank: number; points: number }> {
  const { t, where } = table(scope, weekStart, country);
  const mine = db
    .select({ points: t.points })
    .from(t)
    .where(and(...where, eq(t.userId, userId)));
  const board = scope === 'weekly' ? weekStart : ALL_TIME;
  const { rows } = (await db.execute(
    sql`select p.points, leaderboard_rank(${board}, ${country ?? '*'}, p.points) as rank
        from (select coalesce((${mine}), 0) as points) p`,
  )) as unknown as { rows: { points: number; rank: number }[] };
  return { rank: rows[0]!.rank, points: rows[0]!.points };
}
