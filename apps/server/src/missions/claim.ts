/**
 * claim-reward: one transaction that locks the student's row, rebuilds the board as of now,
 * and marks the claim with `UPDATE … WHERE claimed_at IS NULL` (milestones: a unique row), so of
 * concurrent claims exactly one grants the reward and the others answer `claimed`.
 */
import { eq, isNull, sql } from 'drizzle-orm';
import type { Lang } from '@web-ed/engine';
import type { Db } from '../db/client';
import { milestoneClaims, missionProgress, users } from '../db/schema';
import { grantRewards, NO_REWARDS, type Rewards } from '../rewards/grant';
import { zoneOf } from '../learning/streak';
import { buildBoard } from './board';
import { missionCatalogue } from './catalogue';

export const CLAIM_TYPES = [
  'regular_mission',
  'beginner_quest',
  'skillcheck',
  'milestone',
] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

export type ClaimFailure = 'not_found' | 'type_mismatch' | 'locked' | 'not_completed';

export interface ClaimOutcome {
  result: 'success' | 'claimed' | 'failed';
  reason?: ClaimFailure;
  rewards: Rewards;
  balances: { points: number; diamond: number; votes: number };
}

export async function claimReward(
  db: Db,
  userId: string,
  type: ClaimType,
  id: string,
  lang: Lang,
  now: Date,
  random: () => number,
): Promise<ClaimOutcome> {
  const catalogue = await missionCatalogue(db);
  return db.transaction(async (tx) => {
    const [me] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!me) throw new Error(`no user ${userId}`);
    const balances = { points: me.points, diamond: me.diamond, votes: me.votes };
    const out = (result: ClaimOutcome['result'], reason?: ClaimFailure): ClaimOutcome => ({
      result,
      ...(reason ? { reason } : {}),
      rewards: NO_REWARDS,
      balances,
    });
    const board = await buildBoard(
      tx,
      { id: me.id, zone: zoneOf(me) },
      lang,
      now,
      random,
      catalogue,
    );

    if (type === 'milestone') {
      const m = board.milestones.find((x) => x.id === id);
      if (!m) return out('failed', 'not_found');
      if (m.state === 'claimed') return out('claimed');
      if (m.state !== 'completed') return out('failed', 'not_completed');
      const won = await tx
        .insert(milestoneClaims)
        .values({
          userId,
          milestoneId: id,
          period: board.milestonesProgress.period.key,
          claimedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: milestoneClaims.milestoneId });
      if (won.length === 0) return out('claimed');
      return {
        result: 'success',
        rewards: m.rewards,
        balances: await grantRewards(tx, me, m.rewards, now),
      };
    }

    const item = board.items.find((x) => x.id === id);
    if (!item) return out('failed', 'not_found');
    if (item.type !== type) return out('failed', 'type_mismatch');
    if (item.state === 'claimed') return out('claimed');
    if (item.state === 'locked' || (item.state === 'prize' && item.current_progress < item.target))
      return out('failed', item.state === 'locked' ? 'locked' : 'not_completed');
    if (item.state !== 'completed') return out('failed', 'not_completed');
    const won = await tx
      .insert(missionProgress)
      .values({
        userId,
        missionId: id,
        period: item.period.key,
        currentProgress: item.current_progress,
        completedAt: now,
        claimedAt: now,
      })
      .onConflictDoUpdate({
        target: [missionProgress.userId, missionProgress.missionId, missionProgress.period],
        set: {
          claimedAt: now,
          completedAt: sql`coalesce(${missionProgress.completedAt}, excluded.completed_at)`,
        },
        setWhere: isNull(missionProgress.claimedAt),
      })
      .returning({ id: missionProgress.missionId });
    if (won.length === 0) return out('claimed');
    return {
      result: 'success',
      rewards: item.rewards,
      balances: await grantRewards(tx, me, item.rewards, now),
    };
  });
}
