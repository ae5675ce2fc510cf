/** Leaderboard: weekly reset, all-time, by country, the own rank, the per-day cap. */
import { expect, it } from 'vitest';
import { LEADERBOARD_DAILY_POINTS_CAP } from '@web-ed/engine';
import { leaderboardAllTime, leaderboardMoves, leaderboardWeekly } from '../../db/schema';
import { foldMoves } from '../../leaderboard/counts';
import { addEarnedPoints } from '../../leaderboard/ledger';
import { describeEachDb } from '../../test/harness';
import { newStudent, seedBeforeAll, userRow } from '../learning/test-support';
import { DAY, ENG_PLAY, play, U } from '../mission/test-support';

describeEachDb('leaderboard/get-leaderboard', (ctx) => {
  seedBeforeAll(ctx);

  const board = async (token: string, query = '') => {
    const res = await ctx.call({
      method: 'GET',
      url: `${U}/leaderboard/get-leaderboard${query}`,
      token,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const earn = (id: string, country: string | null, points: number) =>
    addEarnedPoints(ctx.database.db, { id, country }, points, ctx.clock.now());
  const setCountry = (token: string, country: string) =>
    ctx.call({ method: 'POST', url: `${U}/user/update-user-info`, token, payload: { country } });

  it('caps the points that count per UTC day; the balance keeps them all', async () => {
    ctx.clock.t = Date.parse('2026-06-03T08:00:00Z'); // a Wednesday
    const s = await newStudent(ctx);
    let earned = 0;
    while (earned <= LEADERBOARD_DAILY_POINTS_CAP)
      earned += (await play(ctx, s, ENG_PLAY)).body.total_rewards.total_points!;
    const week = await board(s.token);
    expect(week.me).toMatchObject({ rank: 1, points: LEADERBOARD_DAILY_POINTS_CAP });
    expect((await userRow(ctx, s.id)).points).toBe(earned);
    ctx.clock.advance(DAY); // the next UTC day counts again
    const more = (await play(ctx, s, ENG_PLAY)).body.total_rewards.total_points!;
    expect((await board(s.token)).me.points).toBe(LEADERBOARD_DAILY_POINTS_CAP + more);
    expect((await board(s.token, '?scope=all_time')).me.points).toBe(
      LEADERBOARD_DAILY_POINTS_CAP + more,
    );
  });

  it('the weekly board resets on Monday 00:00 UTC; all-time keeps the points', async () => {
    ctx.clock.t = Date.parse('2026-07-05T23:59:00Z'); // Sunday
    const s = await newStudent(ctx);
    await earn(s.id, null, 120);
    let w = await board(s.token);
    expect([w.week_start, w.resets_at, w.me.points]).toEqual([
      '2026-06-29',
      Date.parse('2026-07-06T00:00:00Z'),
      120,
    ]);
    ctx.clock.advance(60_000); // Monday 00:00 UTC
    w = await board(s.token);
    expect([w.week_start, w.me.points, w.top.some((e: { is_me: boolean }) => e.is_me)]).toEqual([
      '2026-07-06',
      0,
      false,
    ]);
    expect((await board(s.token, '?scope=all_time')).me.points).toBeGreaterThanOrEqual(120);
  });

  it('always answers the own rank, far from the top; overall and by country', async () => {
    ctx.clock.t = Date.parse('2026-08-12T08:00:00Z');
    const students = [];
    for (let i = 0; i < 6; i++) students.push(await newStudent(ctx));
    const countries = ['ID', 'ID', 'TH', 'ID', 'MY', 'ID'];
    for (let i = 0; i < 6; i++) {
      expect((await setCountry(students[i]!.token, countries[i]!)).statusCode).toBe(200);
      await earn(students[i]!.id, countries[i]!, 500 - i * 50);
    }
    const last = students[5]!;
    const w = await board(last.token, '?limit=2');
    expect(w.top.map((e: { points: number }) => e.points)).toEqual([500, 450]);
    expect(w.me).toMatchObject({ rank: 6, points: 250, in_top: false, country: 'ID' });
    const id = await board(last.token, '?country=me&limit=2');
    expect(id.country).toBe('ID');
    expect(id.top.map((e: { country: string }) => e.country)).toEqual(['ID', 'ID']);
    expect(id.me.rank).toBe(4);
    const th = await board(last.token, '?country=th');
    expect(th.top).toHaveLength(1);
    expect(th.me).toMatchObject({ rank: 2, points: 0 });
    // All-time ranks (bucketed counts) agree with counting the rows, for every one of them.
    const rows = await ctx.database.db.select().from(leaderboardAllTime);
    for (const st of students) {
      const mine = rows.find((r) => r.userId === st.id)!.points;
      const expected = 1 + rows.filter((r) => r.points > mine).length;
      expect((await board(st.token, '?scope=all_time&limit=1')).me.rank).toBe(expected);
    }
    // A country change moves the student's rows.
    await setCountry(last.token, 'TH');
    expect((await board(last.token, '?country=TH')).me).toMatchObject({ rank: 2, points: 250 });
    // Ties share a rank.
    await earn(students[4]!.id, 'MY', 50);
    const tied = await board(last.token, '?limit=6');
    expect(tied.top.map((e: { rank: number }) => e.rank)).toEqual([1, 2, 3, 4, 4, 6]);
    const bad = await ctx.call({
      method: 'GET',
      url: `${U}/leaderboard/get-leaderboard?country=XX`,
      token: last.token,
    });
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'invalid_country']);
  });

  it('ranks are exact whether the moves are folded or not, at every range of the counts', async () => {
    ctx.clock.t = Date.parse('2026-11-02T08:00:00Z'); // a Monday
    const countries = ['ID', 'TH', 'ID', 'MY', 'ID', 'IN'];
    const students: { token: string; id: string; country: string }[] = [];
    for (let i = 0; i < countries.length; i++) {
      const s = await newStudent(ctx, `127.0.1.${i}`);
      expect((await setCountry(s.token, countries[i]!)).statusCode).toBe(200);
      students.push({ ...s, country: countries[i]! });
    }
    let seed = 11;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const check = async () => {
      const thisWeek = (await ctx.database.db.select().from(leaderboardWeekly)).filter(
        (r) => r.weekStart === '2026-11-23',
      );
      const all = await ctx.database.db.select().from(leaderboardAllTime);
      for (const s of students) {
        const rankIn = (
          rows: { userId: string; points: number; country: string }[],
          c?: string,
        ) => {
          const of = rows.filter((r) => c === undefined || r.country === c);
          const points = of.find((r) => r.userId === s.id)?.points ?? 0;
          return 1 + of.filter((r) => r.points > points).length;
        };
        expect((await board(s.token, '?limit=1')).me.rank).toBe(rankIn(thisWeek));
        expect((await board(s.token, '?limit=1&country=me')).me.rank).toBe(
          rankIn(thisWeek, s.country),
        );
        expect((await board(s.token, '?scope=all_time&limit=1')).me.rank).toBe(rankIn(all));
      }
    };
    // Four weeks (sessions last 30 days) of days with and without plays: all-time points pass
    // 10,000 (every range of the counts).
    const cap = LEADERBOARD_DAILY_POINTS_CAP;
    for (let day = 0; day < 28; day++) {
      for (const s of students)
        if (random() < 0.9)
          await earn(s.id, s.country, random() < 0.85 ? cap : 1 + Math.floor(random() * cap));
      if (random() < 0.5) await foldMoves(ctx.database.db);
      ctx.clock.advance(DAY);
    }
    ctx.clock.advance(-DAY); // Sunday of the fourth week
    const allTime = (await ctx.database.db.select().from(leaderboardAllTime))
      .filter((r) => students.some((s) => s.id === r.userId))
      .map((r) => r.points);
    expect(Math.max(...allTime)).toBeGreaterThanOrEqual(10_000);
    await check();
    expect(await foldMoves(ctx.database.db)).toBeGreaterThanOrEqual(0);
    expect(await ctx.database.db.select().from(leaderboardMoves)).toEqual([]);
    await check();
  });

  it('a progress reset takes the student off the boards', async () => {
    ctx.clock.t = Date.parse('2026-09-09T08:00:00Z');
    const a = await newStudent(ctx);
    const b = await newStudent(ctx);
    await earn(a.id, null, 300);
    await earn(b.id, null, 100);
    expect((await board(b.token)).me.rank).toBe(2);
    const reset = await ctx.call({
      method: 'POST',
      url: '/learning-service/api/web-ed/learning/reset-account',
      token: a.token,
      payload: { type: 'progress' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await board(b.token)).me.rank).toBe(1);
    expect((await board(b.token, '?scope=all_time')).me.rank).toBeLessThanOrEqual(
      (await board(a.token, '?scope=all_time')).me.rank,
    );
    expect((await board(a.token)).me).toMatchObject({ points: 0 });
  });

  it('all-time ranks stay exact above 10,000 points (bucketed counts)', async () => {
    ctx.clock.t = Date.parse('2026-10-01T08:00:00Z');
    const [a, b, c] = [await newStudent(ctx), await newStudent(ctx), await newStudent(ctx)];
    for (let day = 0; day < 25; day++) {
      await earn(a.id, null, 500);
      await earn(b.id, null, 500);
      if (day < 24) await earn(c.id, null, 500);
      ctx.clock.advance(DAY);
    }
    await earn(b.id, null, 50); // a 12,500, b 12,550 (same bucket), c 12,000 + 499
    await earn(c.id, null, 499);
    const rows = await ctx.database.db.select().from(leaderboardAllTime);
    for (const st of [a, b, c]) {
      const mine = rows.find((r) => r.userId === st.id)!.points;
      const expected = 1 + rows.filter((r) => r.points > mine).length;
      expect((await board(st.token, '?scope=all_time&limit=1')).me.rank).toBe(expected);
    }
    expect((await board(b.token, '?scope=all_time&limit=1')).me.points).toBe(12_550);
  });
});
