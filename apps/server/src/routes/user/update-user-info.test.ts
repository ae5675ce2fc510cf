import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userAvatars, users } from '../../db/schema';
import { describeEachDb } from '../../test/harness';

const USER = '/user-service/api/web-ed';
const UPDATE = `${USER}/user/update-user-info`;

describeEachDb('user/update-user-info', (ctx) => {
  const update = (token: string, payload: unknown) =>
    ctx.call({ method: 'POST', url: UPDATE, token, payload: payload as object });
  const idOf = async (token: string) =>
    (await ctx.call({ method: 'GET', url: `${USER}/user/get-user-info`, token })).json().data
      .id as string;
  const row = async (token: string) =>
    (
      await ctx.app.db
        .select()
        .from(users)
        .where(eq(users.id, await idOf(token)))
    )[0]!;

  it('onboarding: name, country and gender complete the registration', async () => {
    const token = await ctx.signIn('onboarding@example.com');
    const first = await update(token, { name: 'Ayu2010', country: 'id' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      done: 1,
      data: { name: 'Ayu2010', country: 'ID', shouldRegister: true },
    });
    const second = await update(token, { gender: 'female', current_avatar: 3, lang: 'id' });
    expect(second.json()).toMatchObject({
      done: 1,
      data: {
        name: 'Ayu2010',
        country: 'ID',
        gender: 'female',
        current_avatar: 3,
        lang: 'id',
        shouldRegister: false,
      },
    });
    // The next sign-in says so too.
    const again = await ctx.call({
      method: 'POST',
      url: `${USER}/auth/local-sign-in`,
      payload: { identity: 'onboarding@example.com' },
    });
    expect(again.json().data.shouldRegister).toBe(false);
    expect(await row(token)).toMatchObject({
      name: 'Ayu2010',
      country: 'ID',
      gender: 'female',
      currentAvatar: 3,
      lang: 'id',
      shouldRegister: false,
    });
  });

  it('two partial updates at once still complete the registration', async () => {
    const token = await ctx.signIn();
    const [a, b] = await Promise.all([
      update(token, { name: 'Hadi' }),
      update(token, { country: 'ID', gender: 'male' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await row(token)).toMatchObject({
      name: 'Hadi',
      country: 'ID',
      gender: 'male',
      shouldRegister: false,
    });
  });

  it('the skill check status and popup (diagnostic: enabled 0 / disabled 1)', async () => {
    const token = await ctx.signIn();
    expect((await update(token, { diagnostic: 1 })).json().data).toMatchObject({
      diagnostic_popup: false,
      diagnostic_flag: 0,
    });
    expect((await update(token, { diagnostic_flag: 1 })).json().data).toMatchObject({
      diagnostic_flag: 1,
    });
    expect(
      (await update(token, { diagnostic_flag: 2, diagnostic_popup: true })).json().data,
    ).toMatchObject({ diagnostic_flag: 2, diagnostic_popup: true });
    expect((await update(token, { diagnostic: 0, diagnostic_popup: true })).statusCode).toBe(200);
    const clash = await update(token, { diagnostic: 1, diagnostic_popup: true });
    expect(clash.statusCode).toBe(400);
  });

  it('refuses a bad name with message_code 1 or 2 and writes nothing', async () => {
    const token = await ctx.signIn();
    await update(token, { name: 'Budi' });
    for (const [name, code] of [
      ['Bu', 1],
      ['Budi Santoso', 1],
      ['b4ngs4t', 2],
      ['madarchod', 2],
    ] as const) {
      const res = await update(token, { name, country: 'MY', gender: 'male' });
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({
        done: 0,
        message_code: code,
        error: 'invalid_registration_name',
      });
    }
    expect(await row(token)).toMatchObject({
      name: 'Budi',
      country: null,
      gender: null,
      shouldRegister: true,
    });
  });

  it('refuses other bad values with 400 and writes nothing', async () => {
    const token = await ctx.signIn();
    const bad = [
      {},
      { country: 'XX', name: 'Citra' },
      { country: 'IDN' },
      { gender: 'robot', name: 'Citra' },
      { current_avatar: -1 },
      { current_avatar: 2.5 },
      { lang: 'de' },
      { diagnostic_flag: 3 },
      { diagnostic: 2 },
      { points: 1_000_000, name: 'Citra' },
      { shouldRegister: false },
      { name: 'Citra', id: 'someone-else' },
    ];
    for (const payload of bad) {
      const res = await update(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ done: 0 });
    }
    expect(await row(token)).toMatchObject({
      name: null,
      country: null,
      gender: null,
      points: 0,
      lang: 'en',
      shouldRegister: true,
    });
  });

  it('an avatar beyond the starter set must be owned', async () => {
    const token = await ctx.signIn();
    const locked = await update(token, { current_avatar: 12 });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({ error: 'avatar_locked' });
    expect((await row(token)).currentAvatar).toBe(0);
    await ctx.app.db.insert(userAvatars).values({ userId: await idOf(token), avatarId: 12 });
    const owned = await update(token, { current_avatar: 12 });
    expect(owned.json().data).toMatchObject({ current_avatar: 12, avatar_list: [12] });
  });

  it('401 without or with an expired token, nothing written', async () => {
    expect((await update('', { name: 'Dewi' })).statusCode).toBe(401);
    const token = await ctx.signIn('expiring@example.com');
    ctx.clock.advance(31 * 86_400_000);
    expect((await update(token, { name: 'Dewi' })).statusCode).toBe(401);
    expect((await row(await ctx.signIn('expiring@example.com'))).name).toBeNull();
  });

  it('a student changes only their own profile', async () => {
    const a = await ctx.signIn();
    const b = await ctx.signIn();
    await update(a, { name: 'Eka', country: 'TH', gender: 'other' });
    expect(await row(b)).toMatchObject({
      name: null,
      country: null,
      gender: null,
      shouldRegister: true,
    });
    await update(b, { name: 'Fajar' });
    expect(await row(a)).toMatchObject({ name: 'Eka', country: 'TH', shouldRegister: false });
  });
});
