import { expect, it } from 'vitest';
import { certificates } from '../../db/schema';
import { describeEachDb } from '../../test/harness';

const USER = '/user-service/api/web-ed';
const PROFILE = `${USER}/user/get-user-profile`;

describeEachDb('user/get-user-profile', (ctx) => {
  const profile = async (token: string) => {
    const res = await ctx.call({ method: 'GET', url: PROFILE, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('answers the User info entity plus red dots, join date and flags', async () => {
    const token = await ctx.signIn('profile-a@example.com');
    const data = await profile(token);
    expect(data).toMatchObject({
      name: null,
      points: 0,
      diamond: 0,
      votes: 0,
      country: null,
      gender: null,
      lang: 'en',
      diagnostic_flag: 0,
      diagnostic_popup: true,
      current_avatar: 0,
      avatar_list: [],
      statistics: { exercise_completed: 0, learning_streak: 0 },
      red_dot_keys: ['red_dot_chat_buddy'],
      join_date: new Date(ctx.clock.t).toISOString(),
      is_new_user: true,
      shouldRegister: true,
    });
    expect(data.id).toBe(data.userId);
  });

  it('is_new_user turns false 30 days after the account was created', async () => {
    await ctx.signIn('profile-b@example.com');
    ctx.clock.advance(30 * 86_400_000 + 1);
    const data = await profile(await ctx.signIn('profile-b@example.com'));
    expect(data.is_new_user).toBe(false);
  });

  it('each student sees only their own profile', async () => {
    const a = await ctx.signIn('profile-c@example.com');
    const b = await ctx.signIn('profile-d@example.com');
    await ctx.call({
      method: 'POST',
      url: `${USER}/user/update-user-info`,
      token: a,
      payload: { name: 'Chandra', country: 'IN', gender: 'male' },
    });
    await ctx.call({
      method: 'POST',
      url: `${USER}/user/remove-red-dot`,
      token: a,
      payload: { keys: ['red_dot_chat_buddy'] },
    });
    const pa = await profile(a);
    const pb = await profile(b);
    expect(pa).toMatchObject({
      name: 'Chandra',
      country: 'IN',
      red_dot_keys: [],
      shouldRegister: false,
    });
    expect(pb).toMatchObject({
      name: null,
      country: null,
      red_dot_keys: ['red_dot_chat_buddy'],
      shouldRegister: true,
    });
    expect(pa.id).not.toBe(pb.id);
  });

  it('401 without or with an expired token', async () => {
    expect((await ctx.call({ method: 'GET', url: PROFILE })).statusCode).toBe(401);
    const token = await ctx.signIn();
    ctx.clock.advance(31 * 86_400_000);
    expect((await ctx.call({ method: 'GET', url: PROFILE, token })).statusCode).toBe(401);
  });
});

describeEachDb('user/get-user-profile certificates', (ctx) => {
  it("counts the student's own certificates only", async () => {
    const count = async (token: string) =>
      (await ctx.call({ method: 'GET', url: PROFILE, token })).json().data.certificates_count;
    const mine = await ctx.signIn('cert-owner@example.com');
    const other = await ctx.signIn('cert-other@example.com');
    expect(await count(mine)).toBe(0);
    const id = (await ctx.call({ method: 'GET', url: PROFILE, token: mine })).json().data.id;
    await ctx.database.db.insert(certificates).values([
      { code: 'AAAABBBBCCCC', userId: id, programId: 1, issuedAt: new Date() },
      { code: 'DDDDEEEEFFFF', userId: id, programId: 2, issuedAt: new Date() },
    ]);
    expect(await count(mine)).toBe(2);
    expect(await count(other)).toBe(0);
  });
});
