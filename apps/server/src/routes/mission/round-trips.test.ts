/**
 * Issue 18, item 4: a mission board is one statement; a student's first board of a day two (the
 * login step and the day's resolved courses written in the second). The login step written there
 * counts as the locked path (advance.ts) counts it: once a day, up to the goal.
 */
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness';
import { statementsSent } from '../../test/statements-sent';
import { newStudent, seedBeforeAll } from '../learning/test-support';
import {
  claim,
  DAY,
  inEveryLanguage,
  M,
  missions,
  seedMissionsWith,
  U,
  updatedMission,
} from './test-support';

const NOW = Date.parse('2026-11-16T08:00:00Z'); // a Monday
const THREE_DAYS = {
  id: 'login_three_days',
  kind: 'regular_mission',
  recurrence: 'weekly',
  rule: { type: 'login', target: 3 },
  title: inEveryLanguage('Open the app on three days this week'),
  progress: inEveryLanguage('{current}/{target}'),
  reward: { points: 30 },
};

describeEachDb('mission board round trips', (ctx) => {
  seedBeforeAll(ctx);
  beforeAll(() => seedMissionsWith(ctx, THREE_DAYS), 60_000);
  beforeEach(() => {
    ctx.clock.t = NOW;
    ctx.random = () => 0;
  });

  /** Statements get-missions sends, once the catalogue and the student's session are in memory. */
  async function statementsOfBoard(token: string) {
    const warm = await newStudent(ctx);
    await missions(ctx, warm.token);
    await ctx.call({ method: 'GET', url: `${U}/user/get-user-info`, token });
    const sent = statementsSent(ctx);
    try {
      const board = await missions(ctx, token);
      return { board, statements: sent.mock.calls.length };
    } finally {
      sent.mockRestore();
    }
  }

  it('one statement a board, two on the first board of a day', async () => {
    const s = await newStudent(ctx);
    const first = await statementsOfBoard(s.token);
    // Printed for issue 18's figures.
    console.info(`[${ctx.kind}] get-missions statements: first of the day ${first.statements}`);
    expect(first.statements).toBe(2);
    expect(first.board.item('daily_login').state).toBe('completed');
    // Learning missions got their course in the same write.
    const learning = first.board.missions.filter((i) => i.rules[0]!.course !== null);
    expect(learning.length).toBeGreaterThan(0);
    for (const i of learning) expect(i.rules[0]!.course_id).not.toBeNull();

    const again = await statementsOfBoard(s.token);
    console.info(`[${ctx.kind}] get-missions statements: later ${again.statements}`);
    expect(again.statements).toBe(1);
    expect(again.board.missions).toEqual(first.board.missions);

    const cards = statementsSent(ctx);
    try {
      const res = await ctx.call({ method: 'GET', url: `${M}/get-mission-cards`, token: s.token });
      expect(res.statusCode).toBe(200);
      expect(cards.mock.calls.length).toBe(1);
    } finally {
      cards.mockRestore();
    }
  });

  it('a login counts once a day, up to the goal, whichever route takes it', async () => {
    const s = await newStudent(ctx);
    const progress = async () => (await missions(ctx, s.token)).item(THREE_DAYS.id);
    expect(await progress()).toMatchObject({ current_progress: 1, state: 'on_progress' });
    expect(await progress()).toMatchObject({ current_progress: 1 });
    ctx.clock.advance(DAY);
    // Tuesday's login is taken by update-progress-missions' locked transaction first; the board
    // then finds it taken.
    expect((await updatedMission(ctx, s.token, THREE_DAYS.id)).current_progress).toBe(2);
    expect(await progress()).toMatchObject({ current_progress: 2, state: 'on_progress' });
    ctx.clock.advance(DAY);
    expect(await progress()).toMatchObject({ current_progress: 3, state: 'completed' });
    ctx.clock.advance(DAY);
    expect(await progress()).toMatchObject({ current_progress: 3, state: 'completed' });
    expect((await claim(ctx, s.token, 'regular_mission', THREE_DAYS.id)).total_points).toBe(30);
    expect((await missions(ctx, s.token)).completed.map((c) => c.id)).toContain(THREE_DAYS.id);
  });
});
