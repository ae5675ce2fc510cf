import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  chapterProgress,
  learningDays,
  redDots,
  sessions,
  taskLikes,
  taskResults,
  userIdentities,
  userPreferences,
  users,
} from '../../db/schema';
import { describeEachDb } from '../../test/harness';
import { KEPT_TABLES, PROGRESS_TABLES, userOwnedTables } from './reset-account';

const USER = '/user-service/api/web-ed';
const RESET = '/learning-service/api/web-ed/learning/reset-account';

describe('reset-account table classification', () => {
  it('every table owned by a user is either progress or kept (classify new tables in reset-account.ts)', () => {
    const owned = userOwnedTables().map((t) => t.name);
    const unclassified = owned.filter(
      (name) => !PROGRESS_TABLES.includes(name) && !KEPT_TABLES.includes(name),
    );
    expect(unclassified).toEqual([]);
    expect(PROGRESS_TABLES.filter((name) => KEPT_TABLES.includes(name))).toEqual([]);
  });
});

describeEachDb('learning/reset-account', (ctx) => {
  // Each call from its own address: the route allows 10 a minute per address.
  let calls = 0;
  const reset = (token: string, payload: unknown) =>
    ctx.call({
      method: 'POST',
      url: RESET,
      token,
      payload: payload as object,
      remoteAddress: `10.2.0.${++calls}`,
    });
  const idOf = async (token: string) =>
    (await ctx.call({ method: 'GET', url: `${USER}/user/get-user-info`, token })).json().data
      .id as string;
  /** Rows of a user-owned table (by name) that belong to `userId`. */
  const rows = async (name: string, userId: string) => {
    const t = userOwnedTables().find((o) => o.name === name);
    if (!t) throw new Error(`no user-owned table ${name}`);
    return (
      (await ctx.app.db.select({ n: count() }).from(t.table).where(eq(t.column, userId)))[0]?.n ?? 0
    );
  };

  /** A student with a registered profile, numbers, progress rows, a like and a preference. */
  async function studentWithProgress() {
    const token = await ctx.signIn();
    const id = await idOf(token);
    await ctx.call({
      method: 'POST',
      url: `${USER}/user/update-user-info`,
      token,
      payload: { name: 'Gita', country: 'MY', gender: 'female', diagnostic_flag: 2, diagnostic: 1 },
    });
    await ctx.call({
      method: 'POST',
      url: `${USER}/user/set-user-preference`,
      token,
      payload: { current_subject: 413 },
    });
    await ctx.app.db
      .update(users)
      .set({ points: 120, diamond: 7, votes: 3, exerciseCompleted: 12, learningStreak: 4 })
      .where(eq(users.id, id));
    const now = new Date(ctx.clock.t);
    await ctx.app.db.insert(taskResults).values({
      userId: id,
      taskId: 1,
      subjectId: 413,
      chapterId: 10,
      bestStars: 3,
      bestPoints: 100,
      isCompleted: true,
      plays: 1,
    });
    await ctx.app.db.insert(chapterProgress).values({
      userId: id,
      chapterId: 10,
      subjectId: 413,
      progress: 40,
      isCurrent: true,
      updatedAt: now,
    });
    await ctx.app.db.insert(learningDays).values({ userId: id, day: '2026-11-22' });
    await ctx.app.db.insert(taskLikes).values({ userId: id, taskId: 1, createdAt: now });
    return { token, id };
  }

  it("'progress' resets the numbers and progress tables and keeps the account", async () => {
    const { token, id } = await studentWithProgress();
    const res = await reset(token, { type: 'progress' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      done: 1,
      data: {
        type: 'progress',
        id,
        name: 'Gita',
        points: 0,
        diamond: 0,
        votes: 0,
        diagnostic_flag: 0,
        diagnostic_popup: true,
        statistics: { exercise_completed: 0, learning_streak: 0 },
      },
    });
    expect(await rows('task_results', id)).toBe(0);
    expect(await rows('chapter_progress', id)).toBe(0);
    expect(await rows('learning_days', id)).toBe(0);
    // Kept: the like, the preference, the profile, the sign-in and the session.
    expect(await rows('task_likes', id)).toBe(1);
    expect(
      (await ctx.call({ method: 'GET', url: `${USER}/user/get-user-preference`, token })).json()
        .data.current_subject,
    ).toBe(413);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({
      name: 'Gita',
      country: 'MY',
      gender: 'female',
      shouldRegister: false,
    });
  });

  it("'all' deletes the account and everything it owns; signing in again starts afresh", async () => {
    const identity = 'leaving@example.com';
    const token = await ctx.signIn(identity);
    const id = await idOf(token);
    await ctx.app.db
      .insert(taskResults)
      .values({ userId: id, taskId: 2, subjectId: 413, chapterId: 10 });
    await ctx.call({
      method: 'POST',
      url: `${USER}/user/set-user-preference`,
      token,
      payload: { current_subject: 1 },
    });
    const res = await reset(token, { type: 'all' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ done: 1, message_code: 0, data: { type: 'all', deleted: true } });
    expect(
      (await ctx.call({ method: 'GET', url: `${USER}/user/get-user-info`, token })).statusCode,
    ).toBe(401);
    for (const t of userOwnedTables()) {
      const [left] = await ctx.app.db.select({ n: count() }).from(t.table).where(eq(t.column, id));
      expect(left?.n, t.name).toBe(0);
    }
    expect(await ctx.app.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    const fresh = (
      await ctx.call({ method: 'POST', url: `${USER}/auth/local-sign-in`, payload: { identity } })
    ).json().data;
    expect(fresh.id).not.toBe(id);
    expect(fresh.shouldRegister).toBe(true);
  });

  it('a reset touches only the caller', async () => {
    const a = await studentWithProgress();
    const b = await studentWithProgress();
    await reset(a.token, { type: 'progress' });
    expect(await rows('task_results', b.id)).toBe(1);
    expect((await ctx.app.db.select().from(users).where(eq(users.id, b.id)))[0]).toMatchObject({
      points: 120,
      diamond: 7,
    });
    await reset(a.token, { type: 'all' });
    expect(
      (await ctx.call({ method: 'GET', url: `${USER}/user/get-user-info`, token: b.token }))
        .statusCode,
    ).toBe(200);
    expect(await rows('chapter_progress', b.id)).toBe(1);
    const [identities] = await ctx.app.db
      .select({ n: count() })
      .from(userIdentities)
      .where(eq(userIdentities.userId, b.id));
    expect(identities?.n).toBe(1);
  });

  it('refuses a malformed body with 400 and changes nothing', async () => {
    const { token, id } = await studentWithProgress();
    for (const payload of [
      {},
      { type: 'everything' },
      { type: 'ALL' },
      { type: 'progress', also: 'all' },
      { type: 1 },
    ]) {
      const res = await reset(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ done: 0, error: 'invalid_request' });
    }
    expect(await rows('task_results', id)).toBe(1);
    expect((await ctx.app.db.select().from(users).where(eq(users.id, id)))[0]).toMatchObject({
      points: 120,
    });
  });

  it('401 without or with an expired token, nothing deleted', async () => {
    expect((await reset('', { type: 'all' })).statusCode).toBe(401);
    const { token, id } = await studentWithProgress();
    ctx.clock.advance(31 * 86_400_000);
    expect((await reset(token, { type: 'all' })).statusCode).toBe(401);
    expect(
      await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.id, id)),
    ).toHaveLength(1);
    const [kept] = await ctx.app.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, id));
    expect(kept?.n).toBe(1);
    const [dots] = await ctx.app.db
      .select({ n: count() })
      .from(redDots)
      .where(eq(redDots.userId, id));
    expect(dots?.n).toBe(1);
    expect(
      await ctx.app.db.select().from(userPreferences).where(eq(userPreferences.userId, id)),
    ).toHaveLength(1);
  });
});
