/**
 * Rewards are granted only here, by the server, inside the transaction of what earned them
 * (a claim): balances move and earned points reach the leaderboard together or not at all.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { addEarnedPoints } from '../leaderboard/ledger';

export interface Rewards {
  total_points: number;
  total_diamond: number;
  total_vote: number;
}

export const NO_REWARDS: Rewards = { total_points: 0, total_diamond: 0, total_vote: 0 };

export function sumRewards(a: Rewards, b: Rewards): Rewards {
  return {
    total_points: a.total_points + b.total_points,
    total_diamond: a.total_diamond + b.total_diamond,
    total_vote: a.total_vote + b.total_vote,
  };
}

/** Adds the rewards to the student's balances; returns the new balances. */
export async function grantRewards(
  tx: Db,
  user: { id: string; country: string | null },
  r: Rewards,
  now: Date,
): Promise<{ points: number; diamond: number; votes: number }> {
  const [after] = await tx
    .update(users)
    .set({
      points: sql`${users.points} + ${r.total_points}`,
      diamond: sql`${users.diamond} + ${r.total_diamond}`,
      votes: sql`${users.votes} + ${r.total_vote}`,
    })
    .where(eq(users.id, user.id))
    .returning({ points: users.points, diamond: users.diamond, votes: users.votes });
  await addEarnedPoints(tx, user, r.total_points, now);
  return after!;
}
