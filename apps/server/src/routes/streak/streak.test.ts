/** Streaks: local days, offline plays, goals, freezes, and time-zone changes. */
import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness';
import { newStudent, seedBeforeAll, userRow } from '../learning/test-support';
import { DAY, ENG_PLAY, HOUR, play, setTimeZone, U } from '../mission/test-support';

describeEachDb('streaks', (ctx) => {
  seedBeforeAll(ctx);

  const get = async (token: string) => {
    const res = await ctx.call({ method: 'GET', url: `${U}/streak/get-streak`, token });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const goal = (token: string, g: number) =>
    ctx.call({ method: 'POST', url: `${U}/streak/set-goal`, token, payload: { goal: g } });

  it('counts local calendar days; an offline play counts for the day it was played', async () => {
    ctx.clock.t = Date.parse('2026-11-20T10:00:00Z');
    const s = await newStudent(ctx);
    await setTimeZone(ctx, s.token, 'Asia/Jakarta');
    await play(ctx, s, ENG_PLAY); // Friday 20th
    ctx.clock.advance(2 * DAY); // Sunday 22nd: Saturday was missed…
    await play(ctx, s, ENG_PLAY);
    expect((await get(s.token)).learning_streak).toBe(1);
    // …until Saturday's offline play arrives.
    await play(ctx, s, { ...ENG_PLAY, at: Date.parse('2026-11-21T12:00:00Z') });
    const st = await get(s.token);
    expect(st.learning_streak).toBe(3);
    expect(st.today).toBe('2026-11-22');
    expect(st.calendar.slice(-3).map((d: { plays: number }) => d.plays)).toEqual([1, 1, 1]);
    expect((await userRow(ctx, s.id)).learningStreak).toBe(3);
  });

  it('keeps the streak across a time-zone change', async () => {
    // Jakarta (UTC+7): plays on the 20th and the 21st, local.
    ctx.clock.t = Date.parse('2026-11-20T02:00:00Z');
    const s = await newStudent(ctx);
    await setTimeZone(ctx, s.token, 'Asia/Jakarta');
    await play(ctx, s, ENG_PLAY);
    ctx.clock.advance(DAY);
    await play(ctx, s, ENG_PLAY);
    // Flies to New York (UTC-5): the 22nd there starts at 05:00 UTC.
    ctx.clock.t = Date.parse('2026-11-22T15:00:00Z');
    expect((await setTimeZone(ctx, s.token, 'America/New_York')).statusCode).toBe(200);
    await play(ctx, s, ENG_PLAY);
    const st = await get(s.token);
    expect([st.today, st.time_zone, st.learning_streak]).toEqual([
      '2026-11-22',
      'America/New_York',
      3,
    ]);
    // A second change within the week is refused, and changes nothing.
    const again = await setTimeZone(ctx, s.token, 'Asia/Jakarta');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ error: 'time_zone_change_too_soon', message_code: 6 });
    expect(again.json().details.next_change_at).toBe(Date.parse('2026-11-29T15:00:00Z'));
    expect((await get(s.token)).time_zone).toBe('America/New_York');
    ctx.clock.advance(7 * DAY);
    expect((await setTimeZone(ctx, s.token, 'Asia/Jakarta')).statusCode).toBe(200);
    expect((await setTimeZone(ctx, s.token, 'Mars/Olympus')).json().error).toBe(
      'invalid_time_zone',
    );
  });

  it('the daily goal; freezes are earned by goals and used on a missed day', async () => {
    ctx.clock.t = Date.parse('2026-11-01T08:00:00Z');
    const s = await newStudent(ctx);
    expect((await goal(s.token, 4)).statusCode).toBe(400);
    expect((await goal(s.token, 2)).json().data.goal).toBe(2);
    await play(ctx, s, ENG_PLAY);
    let st = await get(s.token);
    expect([st.goal, st.today_plays, st.goal_met_today]).toEqual([2, 1, false]);
    await play(ctx, s, ENG_PLAY);
    st = await get(s.token);
    expect([st.goal_met_today, st.goal_days, st.next_freeze_in]).toEqual([true, 1, 6]);
    for (let d = 1; d < 7; d++) {
      ctx.clock.advance(DAY);
      await play(ctx, s, ENG_PLAY);
      await play(ctx, s, ENG_PLAY);
    }
    st = await get(s.token);
    expect([st.learning_streak, st.goal_days, st.freezes]).toEqual([7, 7, 1]);
    // One day missed: the freeze covers it when the streak is read two days later.
    ctx.clock.advance(2 * DAY);
    const check = await ctx.call({ method: 'GET', url: `${U}/streak/check`, token: s.token });
    expect(check.json().data).toMatchObject({
      learning_streak: 8,
      freezes: 0,
      freezes_used_now: 1,
      extended_today: false,
    });
    await play(ctx, s, ENG_PLAY);
    expect((await get(s.token)).learning_streak).toBe(9);
    // Two more days missed and no freeze left: the streak breaks.
    ctx.clock.advance(3 * DAY);
    expect((await get(s.token)).learning_streak).toBe(0);
  });

  it('a freeze is used when the student comes back, if it covers every missed day', async () => {
    ctx.clock.t = Date.parse('2026-10-01T08:00:00Z');
    const s = await newStudent(ctx);
    for (let d = 0; d < 7; d++) {
      await play(ctx, s, ENG_PLAY);
      ctx.clock.advance(DAY);
    }
    expect((await get(s.token)).freezes).toBe(1);
    ctx.clock.advance(DAY + 2 * HOUR); // the 8th day is missed; play on the 9th
    const res = await play(ctx, s, ENG_PLAY);
    expect(res.body.results[0]!.status).toBe('accepted');
    const st = await get(s.token);
    expect([st.learning_streak, st.freezes]).toEqual([9, 0]);
    expect(st.calendar.filter((d: { frozen: boolean }) => d.frozen)).toHaveLength(1);
  });
});
