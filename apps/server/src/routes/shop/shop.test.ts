/** The shop and the profile's pictures: buying atomically and once, setting, showing. */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema';
import { describeEachDb } from '../../test/harness';
import { statementsSent } from '../../test/statements-sent';
import { newStudent, seedBeforeAll, userRow } from '../learning/test-support';
import { ENG_PLAY, play, U } from '../mission/test-support';

describeEachDb('shop and profile pictures', (ctx) => {
  seedBeforeAll(ctx);

  const buy = (token: string, type: string, id: number) =>
    ctx.call({ method: 'POST', url: `${U}/shop/buy`, token, payload: { type, id } });
  const give = (id: string, set: { diamond?: number; points?: number }) =>
    ctx.database.db.update(users).set(set).where(eq(users.id, id));

  it('lists avatars and backgrounds with lock state and price', async () => {
    const s = await newStudent(ctx);
    const res = await ctx.call({ method: 'GET', url: `${U}/shop/get-items`, token: s.token });
    const { avatars, backgrounds } = res.json().data;
    expect(avatars[0]).toEqual({
      avatar_id: 0,
      avatar_type: 'starter',
      is_locked: false,
      name: 'Sunny',
      avatar_url: '/media/shop/avatar-0.svg',
      price: { type: 'free', cost: 0 },
    });
    expect(avatars.find((a: { avatar_id: number }) => a.avatar_id === 8)).toMatchObject({
      avatar_type: 'shop',
      is_locked: true,
      price: { type: 'diamond', cost: 10 },
    });
    expect(backgrounds[1]).toMatchObject({
      background_id: 1,
      is_locked: true,
      desc: 'Warm morning colours',
      price: { type: 'diamond', cost: 8 },
    });
    const svg = await ctx.call({ method: 'GET', url: '/media/shop/avatar-8.svg' });
    expect([svg.statusCode, svg.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect((await ctx.call({ method: 'GET', url: '/media/shop/..%2Fx.svg' })).statusCode).toBe(404);
  });

  it('names and describes the items in the student’s language, English where none is given', async () => {
    const s = await newStudent(ctx);
    const pref = await ctx.call({
      method: 'POST',
      url: `${U}/user/set-user-preference`,
      token: s.token,
      payload: { lang: 'id' },
    });
    expect(pref.statusCode).toBe(200);
    const items = (
      await ctx.call({ method: 'GET', url: `${U}/shop/get-items`, token: s.token })
    ).json().data;
    expect(items.avatars[0].name).toBe('Cerah');
    expect(items.backgrounds[1]).toMatchObject({
      name: 'Matahari terbit',
      desc: 'Warna pagi yang hangat',
    });
    const backgrounds = (
      await ctx.call({ method: 'GET', url: `${U}/user/get-backgrounds`, token: s.token })
    ).json().data.backgrounds;
    expect(backgrounds[3]).toMatchObject({ name: 'Langit malam', desc: 'Biru tua berbintang' });
    const avatars = (
      await ctx.call({ method: 'GET', url: `${U}/user/get-avatars`, token: s.token })
    ).json().data.avatars;
    expect(avatars[7].name).toBe('Mawar');
  });

  it('too few diamonds: a clear error and nothing changes', async () => {
    const s = await newStudent(ctx);
    await give(s.id, { diamond: 3 });
    const res = await buy(s.token, 'avatar', 8);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      done: 0,
      error: 'not_enough_diamond',
      message: 'Not enough diamonds: 10 needed, 3 held',
      details: { currency: 'diamond', cost: 10, balance: 3 },
    });
    expect((await userRow(ctx, s.id)).diamond).toBe(3);
    const avatars = await ctx.call({ method: 'GET', url: `${U}/user/get-avatars`, token: s.token });
    expect(
      avatars.json().data.avatars.find((a: { avatar_id: number }) => a.avatar_id === 8).is_locked,
    ).toBe(true);
  });

  it('buying twice (or at once) charges once', async () => {
    const s = await newStudent(ctx);
    await give(s.id, { diamond: 25 });
    const first = await buy(s.token, 'avatar', 8);
    expect(first.json().data).toEqual({
      result: 'bought',
      type: 'avatar',
      id: 8,
      points: 0,
      diamond: 15,
    });
    expect((await buy(s.token, 'avatar', 8)).json().data).toMatchObject({
      result: 'owned',
      diamond: 15,
    });
    const both = await Promise.all([buy(s.token, 'background', 1), buy(s.token, 'background', 1)]);
    expect(both.map((r) => r.json().data.result).sort()).toEqual(['bought', 'owned']);
    expect((await userRow(ctx, s.id)).diamond).toBe(7);
    expect((await buy(s.token, 'avatar', 99)).statusCode).toBe(404);
    expect((await buy(s.token, 'hat', 1)).statusCode).toBe(400);
  });

  it('buys with points; the avatar shows on the profile and the leaderboard', async () => {
    const s = await newStudent(ctx);
    const earned = (await play(ctx, s, ENG_PLAY)).body.total_rewards.total_points!;
    await give(s.id, { points: earned + 300 });
    const bought = await buy(s.token, 'avatar', 9);
    expect(bought.json().data).toMatchObject({ result: 'bought', points: earned });
    const set = await ctx.call({
      method: 'POST',
      url: `${U}/user/update-user-info`,
      token: s.token,
      payload: { current_avatar: 9 },
    });
    expect(set.statusCode).toBe(200);
    const profile = (
      await ctx.call({ method: 'GET', url: `${U}/user/get-user-profile`, token: s.token })
    ).json().data;
    expect(profile).toMatchObject({
      current_avatar: 9,
      avatar_url: '/media/shop/avatar-9.svg',
      current_background: 0,
      background_url: '/media/shop/background-0.svg',
      certificates_count: 0,
      current_streak: 1,
      avatar_list: [9],
    });
    const board = await ctx.call({
      method: 'GET',
      url: `${U}/leaderboard/get-leaderboard?scope=all_time&limit=100`,
      token: s.token,
    });
    expect(board.json().data.me.avatar_id).toBe(9);
    const mine = board.json().data.top.find((e: { is_me: boolean }) => e.is_me);
    expect(mine).toMatchObject({ avatar_id: 9, points: earned });
  });

  it('sets a background only when owned', async () => {
    const s = await newStudent(ctx);
    const set = (id: number) =>
      ctx.call({
        method: 'POST',
        url: `${U}/user/set-background`,
        token: s.token,
        payload: { background_id: id },
      });
    expect((await set(2)).json().error).toBe('background_locked');
    await give(s.id, { points: 300 });
    await buy(s.token, 'background', 2);
    expect((await set(2)).json().data).toEqual({
      current_background: 2,
      background_url: '/media/shop/background-2.svg',
    });
    const bgs = await ctx.call({ method: 'GET', url: `${U}/user/get-backgrounds`, token: s.token });
    expect(bgs.json().data).toMatchObject({ current_background: 2, red_dot_new_background: false });
  });

  it('learning progress per course', async () => {
    const s = await newStudent(ctx);
    await play(ctx, s, ENG_PLAY);
    const get = () =>
      ctx.call({ method: 'GET', url: `${U}/user/get-learning-progress`, token: s.token });
    await get();
    // The chapter counts come from the process's catalogue copy: one statement, the student's.
    const sent = statementsSent(ctx);
    const res = await get();
    expect(sent.mock.calls.length).toBe(1);
    sent.mockRestore();
    expect(res.json().data.courses).toEqual([
      {
        subject_id: 101,
        subject_name: 'Everyday English',
        progress: 5,
        chapters_done: 0,
        chapters_total: 4,
      },
    ]);
  });
});
