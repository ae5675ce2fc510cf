import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { describeEachDb } from '../../test/harness';

const USER = '/user-service/api/web-ed';
const CHECK = `${USER}/auth/name-validation`;

describeEachDb('auth/name-validation', (ctx) => {
  const check = (token: string, payload: unknown) =>
    ctx.call({ method: 'POST', url: CHECK, token, payload: payload as object });

  it('answers done 1 and valid for a good name (trimmed)', async () => {
    const token = await ctx.signIn();
    const res = await check(token, { name: ' Siriporn2010 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      done: 1,
      message_code: 0,
      data: { valid: true, name: 'Siriporn2010' },
    });
  });

  it('answers HTTP 200, done 0, message_code 1 for a wrong length or character', async () => {
    const token = await ctx.signIn();
    for (const [name, reason] of [
      ['ab', 'length'],
      ['a'.repeat(51), 'length'],
      ['Ayu Lestari', 'characters'],
      ['ayu_1', 'characters'],
    ] as const) {
      const res = await check(token, { name });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        done: 0,
        message_code: 1,
        error: 'invalid_registration_name',
        message: expect.any(String),
        data: { valid: false, reason },
      });
    }
  });

  it('answers HTTP 200, done 0, message_code 2 for a rude word, disguised or not', async () => {
    const token = await ctx.signIn();
    for (const name of ['fuuuck', 'k0nt0l', 'pukimak', 'chutiya', 'yedmae', 'asu99']) {
      const res = await check(token, { name });
      expect(res.json(), name).toMatchObject({
        done: 0,
        message_code: 2,
        data: { valid: false, reason: 'rude' },
      });
    }
  });

  it('only checks: the name is not saved', async () => {
    const token = await ctx.signIn();
    await check(token, { name: 'Budi' });
    const id = (await ctx.call({ method: 'GET', url: `${USER}/user/get-user-info`, token })).json()
      .data.id;
    const [row] = await ctx.app.db.select({ name: users.name }).from(users).where(eq(users.id, id));
    expect(row?.name).toBeNull();
  });

  it('a malformed body is a 400', async () => {
    const token = await ctx.signIn();
    for (const payload of [
      {},
      { name: 3 },
      { name: null },
      { name: 'Budi', other: 1 },
      { name: 'x'.repeat(1001) },
    ]) {
      const res = await check(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ done: 0, error: 'invalid_request' });
    }
  });

  it('needs a signed-in student: 401 without or with an expired token', async () => {
    expect((await check('', { name: 'Budi' })).statusCode).toBe(401);
    const token = await ctx.signIn();
    ctx.clock.advance(31 * 86_400_000);
    expect((await check(token, { name: 'Budi' })).statusCode).toBe(401);
  });
});

describeEachDb('auth/name-validation rate limit', (ctx) => {
  it('allows a student 30 checks a minute, from any address, then 429; not their classmate', async () => {
    const [token, classmate] = [await ctx.signIn(), await ctx.signIn()];
    const from = (remoteAddress: string, as = token) =>
      ctx.call({ method: 'POST', url: CHECK, token: as, payload: { name: 'Budi' }, remoteAddress });
    for (let i = 0; i < 30; i++) expect((await from('10.9.9.9')).statusCode).toBe(200);
    const limited = await from('10.9.9.10');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ done: 0 });
    expect((await from('10.9.9.9', classmate)).statusCode).toBe(200);
  });
});
