import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userPreferences } from '../../db/schema';
import { describeEachDb, type TestContext } from '../../test/harness';

const USER = '/user-service/api/web-ed';
const SET = `${USER}/user/set-user-preference`;
const GET = `${USER}/user/get-user-preference`;

const DEFAULTS = {
  current_subject: -1,
  lang: 'en',
  accessibility_mode: false,
  community_in_app_popup: true,
  notif_token: null,
  is_notification_allowed: false,
};

describeEachDb('user preference', (ctx: TestContext) => {
  const set = (token: string, payload: unknown) =>
    ctx.call({ method: 'POST', url: SET, token, payload: payload as object });
  const get = async (token: string, query?: Record<string, string>) => {
    const res = await ctx.call({ method: 'GET', url: GET, token, ...(query ? { query } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as typeof DEFAULTS;
  };
  const idOf = async (token: string) =>
    (await ctx.call({ method: 'GET', url: `${USER}/user/get-user-info`, token })).json().data
      .id as string;

  it('answers the defaults before anything is saved (current_subject -1: none)', async () => {
    const token = await ctx.signIn();
    expect(await get(token)).toEqual(DEFAULTS);
    // voting_link (issue 8): where a kept vote link leads, null when it is no vote link.
    expect(await get(token, { voting_link: 'https://web-ed.test/voting/detail/?id=3' })).toEqual({
      ...DEFAULTS,
      voting_link: null,
    });
    expect(
      await get(token, { voting_link: '/voting/detail/?event=garden-2026&candidate=herbs' }),
    ).toEqual({
      ...DEFAULTS,
      voting_link: {
        event: 'garden-2026',
        candidate: 'herbs',
        path: '/voting/detail/?event=garden-2026&candidate=herbs',
      },
    });
  });

  it('saves partial updates and answers the whole preference', async () => {
    const token = await ctx.signIn();
    const first = await set(token, { current_subject: 413, accessibility_mode: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      done: 1,
      data: { ...DEFAULTS, current_subject: 413, accessibility_mode: true },
    });
    await set(token, {
      lang: 'th',
      notif_token: 'push-token-1',
      is_notification_allowed: 1,
      community_in_app_popup: 0,
    });
    expect(await get(token)).toEqual({
      current_subject: 413,
      lang: 'th',
      accessibility_mode: true,
      community_in_app_popup: false,
      notif_token: 'push-token-1',
      is_notification_allowed: true,
    });
    await set(token, { current_subject: -1, notif_token: null });
    expect(await get(token)).toMatchObject({ current_subject: -1, notif_token: null, lang: 'th' });
  });

  it('lang is the profile language too', async () => {
    const token = await ctx.signIn();
    await set(token, { lang: 'hi' });
    expect(
      (await ctx.call({ method: 'GET', url: `${USER}/user/get-user-info`, token })).json().data
        .lang,
    ).toBe('hi');
  });

  it('refuses unknown fields, wrong types, bad values and an empty body with 400, writing nothing', async () => {
    const token = await ctx.signIn();
    await set(token, { current_subject: 7 });
    const bad = [
      {},
      { current_subject: 8, theme: 'dark' },
      { current_subject: -2 },
      { current_subject: 1.5 },
      { current_subject: '8' },
      { lang: 'fr' },
      { accessibility_mode: 'yes' },
      { accessibility_mode: 2 },
      { notif_token: 'x'.repeat(4097) },
      { is_notification_allowed: null },
      [{ current_subject: 8 }],
    ];
    for (const payload of bad) {
      const res = await set(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        done: 0,
        error: 'invalid_request',
        message: expect.stringContaining('Invalid request'),
      });
    }
    const rows = await ctx.app.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, await idOf(token)));
    expect(rows).toEqual([
      expect.objectContaining({ currentSubject: 7, accessibilityMode: false }),
    ]);
    expect(await get(token)).toMatchObject({ current_subject: 7, lang: 'en' });
  });

  it('needs a signed-in student: 401 without or with an expired token, nothing written', async () => {
    expect((await set('', { current_subject: 3 })).statusCode).toBe(401);
    expect((await ctx.call({ method: 'GET', url: GET })).statusCode).toBe(401);
    const token = await ctx.signIn();
    ctx.clock.advance(31 * 86_400_000);
    expect((await set(token, { current_subject: 3 })).statusCode).toBe(401);
    expect((await ctx.call({ method: 'GET', url: GET, token })).statusCode).toBe(401);
    expect(await get(await ctx.signIn())).toEqual(DEFAULTS);
  });

  it("one student's preference never touches another's", async () => {
    const a = await ctx.signIn();
    const b = await ctx.signIn();
    await set(a, { current_subject: 340, lang: 'ms', notif_token: 'token-of-a' });
    expect(await get(b)).toEqual(DEFAULTS);
    await set(b, { current_subject: 414 });
    expect(await get(a)).toMatchObject({
      current_subject: 340,
      lang: 'ms',
      notif_token: 'token-of-a',
    });
    expect(await get(b)).toMatchObject({ current_subject: 414, lang: 'en', notif_token: null });
  });
});
