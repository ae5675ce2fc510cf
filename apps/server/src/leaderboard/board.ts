/**
 * Leaderboard reads. The top walks one index ((week, points desc, user) or (week, country,
 * points desc, user), and the all-time pair): a short index scan. The own rank is 1 + the
 * students with more points (ties share a rank), summed from the count tables (students per
 * points value, all-time per bucket: buckets.ts), so it costs about the same for the leader and
 * for the last of a million.
 */
import { and, count, eq, gt, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  leaderboardAllTime,
  leaderboardAllTimeCounts,
  leaderboardWeekly,
  leaderboardWeeklyCounts,
  users,
} from '../db/schema';
import { ALL_TIME_BUCKET, allTimeBucket, EXACT_BELOW } from './buckets';

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

export async function ownRank(
  db: Db,
  scope: Scope,
  weekStart: string,
  country: string | null,
  userId: string,
): Promise<{ rank: number; points: number }> {
  const { t, where } = table(scope, weekStart, country);
  const [mine] = await db
    .select({ points: t.points })
    .from(t)
    .where(and(...where, eq(t.userId, userId)));
  const points = mine?.points ?? 0;
  if (scope === 'weekly') {
    const counts: SQL[] = [
      eq(leaderboardWeeklyCounts.weekStart, weekStart),
      gt(leaderboardWeeklyCounts.points, points),
    ];
    if (country !== null) counts.push(eq(leaderboardWeeklyCounts.country, country));
    const [above] = await db
      .select({ n: sum(leaderboardWeeklyCounts.students).mapWith(Number) })
      .from(leaderboardWeeklyCounts)
      .where(and(...counts));
    return { rank: (above?.n ?? 0) + 1, points };
  }
  const bucket = allTimeBucket(points);
  const c = leaderboardAllTimeCounts;
  const buckets: SQL[] = [gt(c.points, bucket)];
  if (country !== null) buckets.push(eq(c.country, country));
  const [higher] = await db
    .select({ n: sum(c.students).mapWith(Number) })
    .from(c)
    .where(and(...buckets));
  if (points < EXACT_BELOW) return { rank: (higher?.n ?? 0) + 1, points };
  const [inBucket] = await db
    .select({ n: count() })
    .from(t)
    .where(and(...where, gt(t.points, points), lt(t.points, bucket + ALL_TIME_BUCKET)));
  return { rank: (higher?.n ?? 0) + (inBucket?.n ?? 0) + 1, points };
}
