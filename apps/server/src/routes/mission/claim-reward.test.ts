/** Claiming: once, safe under concurrency, rewards only from the server, milestones. */
import { beforeEach, expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness';
import { newStudent, seedBeforeAll, userRow } from '../learning/test-support';
import { behaviour, claim, M, missions } from './test-support';

describeEachDb('mission/claim-reward', (ctx) => {
  seedBeforeAll(ctx);
  beforeEach(() => {
    ctx.clock.t = Date.parse('2026-11-18T08:00:00Z');
  });

  it('claims once: the second claim says claimed and gives nothing', async () => {
    const s = await newStudent(ctx);
    await behaviour(ctx, s.token, { button_id: 'shop_explore' });
    const before = await userRow(ctx, s.id);
    const first = await claim(ctx, s.token, 'regular_mission', 'daily_shop');
    expect(first).toMatchObject({
      result: 'success',
      total_points: 5,
      total_diamond: 0,
      total_vote: 0,
      points: before.points + 5,
    });
    const second = await claim(ctx, s.token, 'regular_mission', 'daily_shop');
    expect(second).toMatchObject({ result: 'claimed', total_points: 0, points: before.points + 5 });
    expect((await userRow(ctx, s.id)).points).toBe(before.points + 5);
    const m = await missions(ctx, s.token);
    expect(m.item('daily_shop').state).toBe('claimed');
    expect(m.completed[0]!.id).toBe('daily_shop');
  });

  it('concurrent claims: exactly one reward', async () => {
    const s = await newStudent(ctx);
    await behaviour(ctx, s.token, { page_route: '/leaderboard/' });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => claim(ctx, s.token, 'regular_mission', 'weekly_leaderboard')),
    );
    expect(results.filter((r) => r.result === 'success')).toHaveLength(1);
    expect(results.filter((r) => r.result === 'claimed')).toHaveLength(5);
    expect((await userRow(ctx, s.id)).points).toBe(10);
  });

  it('fails, changing nothing, for missions not complete, unknown or of another kind', async () => {
    const s = await newStudent(ctx);
    expect(await claim(ctx, s.token, 'regular_mission', 'daily_lessons')).toMatchObject({
      result: 'failed',
      reason: 'not_completed',
      total_points: 0,
    });
    expect((await claim(ctx, s.token, 'regular_mission', 'no_such')).reason).toBe('not_found');
    expect((await claim(ctx, s.token, 'beginner_quest', 'daily_login')).reason).toBe(
      'type_mismatch',
    );
    const bad = await ctx.call({
      method: 'GET',
      url: `${M}/claim-reward?type=points&id=daily_login`,
      token: s.token,
    });
    expect(bad.statusCode).toBe(400);
    expect((await userRow(ctx, s.id)).points).toBe(0);
  });

  it('votes and diamonds come with the reward; milestones count claims of the week', async () => {
    const s = await newStudent(ctx);
    await missions(ctx, s.token); // login
    await behaviour(ctx, s.token, { button_id: 'shop_explore' });
    await behaviour(ctx, s.token, { page_route: '/leaderboard/' });
    await behaviour(ctx, s.token, { button_id: 'contact_us_setting' });
    expect((await missions(ctx, s.token)).milestones[0]!.state).toBe('on_progress');
    expect((await claim(ctx, s.token, 'milestone', 'week_3')).reason).toBe('not_completed');
    for (const id of ['daily_login', 'daily_shop', 'weekly_leaderboard'])
      expect((await claim(ctx, s.token, 'regular_mission', id)).result).toBe('success');
    const m = await missions(ctx, s.token);
    expect(m.milestones_progress).toMatchObject({ current: 3, target: 6 });
    expect(m.milestones[0]).toMatchObject({ id: 'week_3', state: 'completed' });
    const won = await Promise.all([
      claim(ctx, s.token, 'milestone', 'week_3'),
      claim(ctx, s.token, 'milestone', 'week_3'),
    ]);
    expect(won.map((w) => w.result).sort()).toEqual(['claimed', 'success']);
    const row = await userRow(ctx, s.id);
    expect([row.points, row.diamond, row.votes]).toEqual([10 + 5 + 10, 5, 0]);
    expect(m.total_rewards).toMatchObject({ total_points: 5 }); // special_contact waiting
  });
});
