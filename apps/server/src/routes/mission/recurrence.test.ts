/** Each recurrence across its period boundary, in the student's own time zone. */
import { beforeEach, expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness';
import { newStudent, seedBeforeAll } from '../learning/test-support';
import { behaviour, claim, DAY, ENG_PLAY, missions, play, setTimeZone } from './test-support';

const MINUTE = 60_000;

describeEachDb('mission periods', (ctx) => {
  seedBeforeAll(ctx);
  beforeEach(() => {
    ctx.random = () => 0;
  });

  it('daily resets at the local midnight of each student', async () => {
    // Sunday 2026-11-22 16:50 UTC: 23:50 in Jakarta, 11:50 in New York.
    ctx.clock.t = Date.parse('2026-11-22T16:50:00Z');
    const jakarta = await newStudent(ctx);
    const newYork = await newStudent(ctx);
    expect((await setTimeZone(ctx, jakarta.token, 'Asia/Jakarta')).statusCode).toBe(200);
    await setTimeZone(ctx, newYork.token, 'America/New_York');
    for (const s of [jakarta, newYork])
      await behaviour(ctx, s.token, { button_id: 'shop_explore' });
    const j = (await missions(ctx, jakarta.token)).item('daily_shop');
    expect([j.state, j.period.key, j.period.ends_at]).toEqual([
      'completed',
      'd:2026-11-22',
      Date.parse('2026-11-22T17:00:00Z'),
    ]);

    ctx.clock.advance(11 * MINUTE); // 00:01 Monday in Jakarta, still Sunday in New York
    const j2 = (await missions(ctx, jakarta.token)).item('daily_shop');
    expect([j2.state, j2.current_progress, j2.period.key]).toEqual([
      'on_progress',
      0,
      'd:2026-11-23',
    ]);
    expect((await missions(ctx, newYork.token)).item('daily_shop').state).toBe('completed');
    // Yesterday's mission cannot be claimed any more; today's counts again.
    expect((await claim(ctx, jakarta.token, 'regular_mission', 'daily_shop')).reason).toBe(
      'not_completed',
    );
    await behaviour(ctx, jakarta.token, { button_id: 'shop_explore' });
    expect((await missions(ctx, jakarta.token)).item('daily_shop').state).toBe('completed');
  });

  it('weekly resets at local Monday 00:00', async () => {
    ctx.clock.t = Date.parse('2026-11-22T16:30:00Z'); // Sunday 23:30 in Bangkok
    const s = await newStudent(ctx);
    await setTimeZone(ctx, s.token, 'Asia/Bangkok');
    await behaviour(ctx, s.token, { page_route: '/leaderboard/' });
    await play(ctx, s, ENG_PLAY);
    let m = await missions(ctx, s.token);
    expect(m.item('weekly_leaderboard')).toMatchObject({ state: 'completed' });
    expect(m.item('weekly_leaderboard').period.key).toBe('w:2026-11-16');
    expect(m.item('weekly_course').current_progress).toBe(1);
    ctx.clock.advance(40 * MINUTE); // Monday 00:10 in Bangkok
    m = await missions(ctx, s.token);
    expect(m.item('weekly_leaderboard')).toMatchObject({
      state: 'on_progress',
      current_progress: 0,
    });
    expect(m.item('weekly_leaderboard').period.key).toBe('w:2026-11-23');
    expect(m.item('weekly_course').current_progress).toBe(0);
  });

  it('monthly resets on the local 1st', async () => {
    ctx.clock.t = Date.parse('2026-11-30T15:50:00Z'); // 23:50 on 30 November in Kuala Lumpur
    const s = await newStudent(ctx);
    await setTimeZone(ctx, s.token, 'Asia/Kuala_Lumpur');
    await behaviour(ctx, s.token, { button_id: 'chat_buddy_submit' });
    expect((await missions(ctx, s.token)).item('monthly_chat').period.key).toBe('m:2026-11');
    expect((await missions(ctx, s.token)).item('monthly_chat').state).toBe('completed');
    ctx.clock.advance(20 * MINUTE);
    const m = (await missions(ctx, s.token)).item('monthly_chat');
    expect([m.state, m.period.key]).toEqual(['on_progress', 'm:2026-12']);
  });

  it('special never resets', async () => {
    ctx.clock.t = Date.parse('2026-11-22T08:00:00Z');
    const s = await newStudent(ctx);
    await behaviour(ctx, s.token, { button_id: 'contact_us_setting' });
    expect((await claim(ctx, s.token, 'regular_mission', 'special_contact')).result).toBe(
      'success',
    );
    ctx.clock.advance(25 * DAY); // (sessions last 30 days)
    const m = (await missions(ctx, s.token)).item('special_contact');
    expect([m.state, m.period.key, m.period.ends_at]).toEqual(['claimed', 'special', null]);
    await behaviour(ctx, s.token, { button_id: 'contact_us_setting' });
    expect((await claim(ctx, s.token, 'regular_mission', 'special_contact')).result).toBe(
      'claimed',
    );
  });
});
