import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { redDots } from '../../db/schema';
import { describeEachDb } from '../../test/harness';

const USER = '/user-service/api/web-ed';
const REMOVE = `${USER}/user/remove-red-dot`;

describeEachDb('user/remove-red-dot', (ctx) => {
  const remove = (token: string, payload: unknown) =>
    ctx.call({ method: 'POST', url: REMOVE, token, payload: payload as object });
  const idOf = async (token: string) =>
    (await ctx.call({ method: 'GET', url: `${USER}/user/get-user-info`, token })).json().data
      .id as string;
  const keysOf = async (userId: string) =>
    (await ctx.app.db.select({ key: redDots.key }).from(redDots).where(eq(redDots.userId, userId)))
      .map((r) => r.key)
      .sort();
  const withBothDots = async () => {
    const token = await ctx.signIn();
    const id = await idOf(token);
    await ctx.app.db.insert(redDots).values({ userId: id, key: 'red_dot_new_background' });
    return { token, id };
  };

  it('clears the given keys and answers the ones still shown', async () => {
    const { token, id } = await withBothDots();
    const res = await remove(token, { keys: ['red_dot_new_background'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      done: 1,
      message_code: 0,
      data: { red_dot_keys: ['red_dot_chat_buddy'] },
    });
    expect(await keysOf(id)).toEqual(['red_dot_chat_buddy']);
    // Again, and a key not shown: fine.
    const again = await remove(token, { keys: ['red_dot_new_background', 'red_dot_chat_buddy'] });
    expect(again.json().data.red_dot_keys).toEqual([]);
  });

  it('refuses unknown keys and malformed bodies with 400, clearing nothing', async () => {
    const { token, id } = await withBothDots();
    for (const payload of [
      {},
      { keys: [] },
      { keys: 'red_dot_chat_buddy' },
      { keys: ['red_dot_chat_buddy', 'red_dot_everything'] },
      { keys: ['red_dot_chat_buddy'], all: true },
    ]) {
      const res = await remove(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ done: 0, error: 'invalid_request' });
    }
    expect(await keysOf(id)).toEqual(['red_dot_chat_buddy', 'red_dot_new_background']);
  });

  it('401 without or with an expired token', async () => {
    expect((await remove('', { keys: ['red_dot_chat_buddy'] })).statusCode).toBe(401);
    const { token, id } = await withBothDots();
    ctx.clock.advance(31 * 86_400_000);
    expect((await remove(token, { keys: ['red_dot_chat_buddy'] })).statusCode).toBe(401);
    expect(await keysOf(id)).toHaveLength(2);
  });

  it("clears only the caller's red dots", async () => {
    const a = await withBothDots();
    const b = await withBothDots();
    await remove(a.token, { keys: ['red_dot_chat_buddy', 'red_dot_new_background'] });
    expect(await keysOf(a.id)).toEqual([]);
    expect(await keysOf(b.id)).toEqual(['red_dot_chat_buddy', 'red_dot_new_background']);
  });
});
