import { expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { redDots, userIdentities, users } from '../../db/schema';
import { describeEachDb } from '../../test/harness';

const LOCAL = '/user-service/api/web-ed/auth/local-sign-in';

describeEachDb('auth/local-sign-in', (ctx) => {
  const userCount = async () => (await ctx.app.db.select({ n: count() }).from(users))[0]?.n ?? 0;

  it('creates a student on first sign-in and answers the User (auth) entity', async () => {
    const res = await ctx.call({
      method: 'POST',
      url: LOCAL,
      payload: { identity: 'Wati@Example.com' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      email: 'wati@example.com',
      shouldRegister: true,
      createdAt: new Date(ctx.clock.t).toISOString(),
    });
    expect(data.bearerToken).toBe(data.token);
    const [identity] = await ctx.app.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, data.id));
    expect(identity).toMatchObject({ issuer: 'local', subject: 'wati@example.com' });
    // A new account sees the AI buddy's red dot.
    expect(
      await ctx.app.db
        .select({ key: redDots.key })
        .from(redDots)
        .where(eq(redDots.userId, data.id)),
    ).toEqual([{ key: 'red_dot_chat_buddy' }]);
  });

  it('a name without @ is an identity with no email', async () => {
    const res = await ctx.call({ method: 'POST', url: LOCAL, payload: { identity: 'Putu' } });
    expect(res.json().data).toMatchObject({ email: null });
  });

  it('signing in again keeps createdAt and moves lastLogin', async () => {
    const first = (
      await ctx.call({ method: 'POST', url: LOCAL, payload: { identity: 'rama' } })
    ).json().data;
    ctx.clock.advance(3_600_000);
    const second = (
      await ctx.call({ method: 'POST', url: LOCAL, payload: { identity: 'RAMA' } })
    ).json().data;
    expect(second.id).toBe(first.id);
    expect(second.createdAt).toBe(first.createdAt);
    expect(second.lastLogin).toBe(new Date(ctx.clock.t).toISOString());
  });

  it('refuses a malformed body with 400 and creates nobody', async () => {
    const before = await userCount();
    for (const payload of [
      {},
      { identity: 'ab' },
      { identity: ' padded ' },
      { identity: 42 },
      { identity: 'x'.repeat(255) },
      { identity: 'okay', extra: 1 },
    ]) {
      const res = await ctx.call({ method: 'POST', url: LOCAL, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ done: 0, error: 'invalid_request' });
    }
    expect(await userCount()).toBe(before);
  });
});

describeEachDb(
  'auth/local-sign-in turned off',
  (ctx) => {
    it('answers 403 local_sign_in_off and creates nobody', async () => {
      const res = await ctx.call({ method: 'POST', url: LOCAL, payload: { identity: 'someone' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ done: 0, error: 'local_sign_in_off' });
      expect((await ctx.app.db.select({ n: count() }).from(users))[0]?.n).toBe(0);
    });
  },
  { localSignIn: false },
);
