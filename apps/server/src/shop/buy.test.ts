/** The shop at its boundaries: the exact price, one short, two purchases racing for one balance. */
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema';
import { describeEachDb } from '../test/harness';
import { newStudent, seedBeforeAll, userRow } from '../routes/learning/test-support';
import { buyItem } from './buy';

const AVATAR_8_DIAMONDS = 10;
const AVATAR_10_DIAMONDS = 20;
const AVATAR_9_POINTS = 300;

describeEachDb('buying at the boundaries', (ctx) => {
  seedBeforeAll(ctx);
  const now = new Date('2026-11-26T08:00:00Z');
  const give = (id: string, set: { diamond?: number; points?: number }) =>
    ctx.database.db.update(users).set(set).where(eq(users.id, id));
  /** The database's own message (drizzle wraps it as the cause). */
  const refusal = (query: Promise<unknown>) =>
    query.then(
      () => 'accepted',
      (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
    );

  it('the exact price buys and leaves zero; one short changes nothing', async () => {
    const exact = await newStudent(ctx);
    await give(exact.id, { diamond: AVATAR_8_DIAMONDS, points: AVATAR_9_POINTS });
    expect(await buyItem(ctx.database.db, exact.id, 'avatar', 8, now)).toEqual({
      status: 'bought',
      points: AVATAR_9_POINTS,
      diamond: 0,
    });
    expect(await buyItem(ctx.database.db, exact.id, 'avatar', 9, now)).toEqual({
      status: 'bought',
      points: 0,
      diamond: 0,
    });

    const short = await newStudent(ctx);
    await give(short.id, { diamond: AVATAR_8_DIAMONDS - 1, points: AVATAR_9_POINTS - 1 });
    expect(await buyItem(ctx.database.db, short.id, 'avatar', 8, now)).toEqual({
      status: 'not_enough',
      currency: 'diamond',
      cost: AVATAR_8_DIAMONDS,
      balance: AVATAR_8_DIAMONDS - 1,
    });
    expect(await buyItem(ctx.database.db, short.id, 'avatar', 9, now)).toMatchObject({
      status: 'not_enough',
      currency: 'points',
    });
    expect(await userRow(ctx, short.id)).toMatchObject({
      diamond: AVATAR_8_DIAMONDS - 1,
      points: AVATAR_9_POINTS - 1,
    });
  });

  it('two items racing for a balance that pays for one: one is bought, nothing goes below zero', async () => {
    const s = await newStudent(ctx);
    await give(s.id, { diamond: AVATAR_10_DIAMONDS });
    const outcomes = await Promise.all([
      buyItem(ctx.database.db, s.id, 'avatar', 10, now),
      buyItem(ctx.database.db, s.id, 'avatar', 8, now),
    ]);
    const bought = outcomes.filter((o) => o.status === 'bought');
    expect(bought.length).toBeGreaterThanOrEqual(1);
    // Whichever went first: 20 buys avatar 10 (then 0 is short of 10), or 10 buys avatar 8 (then
    // 10 is short of 20).
    expect(bought).toHaveLength(1);
    const left = (await userRow(ctx, s.id)).diamond;
    expect(left).toBe(AVATAR_10_DIAMONDS - (outcomes[0]!.status === 'bought' ? 20 : 10));
    expect(left).toBeGreaterThanOrEqual(0);
  });

  it('the database refuses a negative balance or price, whoever writes it', async () => {
    const s = await newStudent(ctx);
    for (const column of ['points', 'diamond', 'votes'] as const) {
      expect(
        await refusal(
          ctx.database.db.execute(
            sql`update users set ${sql.identifier(column)} = -1 where id = ${s.id}`,
          ),
        ),
      ).toMatch(`users_${column}_not_negative`);
    }
    expect(
      await refusal(
        ctx.database.db.execute(sql`update shop_items set cost = -1 where item_id = 8`),
      ),
    ).toMatch('shop_items_cost_not_negative');
    expect(await userRow(ctx, s.id)).toMatchObject({ points: 0, diamond: 0, votes: 0 });
  });
});
