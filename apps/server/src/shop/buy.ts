/**
 * Buying an avatar or a background, in one transaction that locks the student's row: an item
 * already owned answers `owned` and charges nothing (idempotent: a retried or doubled request
 * buys once); too little currency changes nothing; otherwise the balance is debited, the item
 * owned and the purchase recorded (primary key (student, kind, item): a second purchase row can
 * never exist). Points spent never leave the leaderboard, which counts points earned.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { purchases, userAvatars, userBackgrounds, users } from '../db/schema';
import { isOwned, itemOf, ownedIds, type ItemKind } from './catalogue';

export type BuyOutcome =
  | { status: 'bought' | 'owned'; points: number; diamond: number }
  | { status: 'not_found' }
  | { status: 'not_enough'; currency: 'points' | 'diamond'; cost: number; balance: number };

export async function buyItem(
  db: Db,
  userId: string,
  kind: ItemKind,
  id: number,
  now: Date,
): Promise<BuyOutcome> {
  return db.transaction(async (tx) => {
    const [me] = await tx
      .select({ points: users.points, diamond: users.diamond })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!me) throw new Error(`no user ${userId}`);
    const item = await itemOf(tx, kind, id);
    if (!item || !item.isShown) return { status: 'not_found' };
    if (isOwned(item, await ownedIds(tx, userId, kind))) return { status: 'owned', ...me };
    const currency = item.priceType === 'points' ? 'points' : 'diamond';
    const balance = currency === 'points' ? me.points : me.diamond;
    if (balance < item.cost) return { status: 'not_enough', currency, cost: item.cost, balance };
    await tx
      .insert(purchases)
      .values({ userId, kind, itemId: id, priceType: currency, cost: item.cost, createdAt: now });
    if (kind === 'avatar') {
      await tx.insert(userAvatars).values({ userId, avatarId: id, acquiredAt: now });
    } else {
      await tx.insert(userBackgrounds).values({ userId, backgroundId: id, acquiredAt: now });
    }
    const [after] = await tx
      .update(users)
      .set(
        currency === 'points'
          ? { points: sql`${users.points} - ${item.cost}` }
          : { diamond: sql`${users.diamond} - ${item.cost}` },
      )
      .where(eq(users.id, userId))
      .returning({ points: users.points, diamond: users.diamond });
    return { status: 'bought', ...after! };
  });
}
