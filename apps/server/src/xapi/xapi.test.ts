/**
 * Issue 23, item 3: with XAPI_ENDPOINT set, every accepted finish record reaches the LRS as xAPI
 * 1.0.3 statements (an "answered" per question with the server's verdict, a "completed" per
 * complete play), checked by a stand-in LRS against the statement rules; the finish never waits
 * for the LRS nor fails because of it; a resend adds nothing; failures are retried.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlayableTask } from '@web-ed/engine';
import type { Config } from '../config';
import {
  ENG,
  finishRecord,
  L,
  loadTask,
  newStudent,
  seedBeforeAll,
} from '../routes/learning/test-support';
import { describeEachDb } from '../test/harness';
import { startStandInLrs, type StandInLrs } from '../test/lrs-stand-in';
import { VERBS } from './statements';

const FINISH = `${L}/minigame-finish`;
const config: Partial<Config> = {};
let lrs: StandInLrs;

beforeAll(async () => {
  lrs = await startStandInLrs('key', 'secret');
  config.xapi = { endpoint: lrs.endpoint, username: 'key', password: 'secret' };
});
afterAll(() => lrs.close());

describeEachDb(
  'xAPI statements of accepted plays',
  (ctx) => {
    seedBeforeAll(ctx);
    let task: PlayableTask;
    beforeAll(async () => {
      task = await loadTask(ctx, ENG.subject, 10111);
    });
    const finish = (token: string, record: object) =>
      ctx.call({ method: 'POST', url: FINISH, token, payload: { records: [record] } });
    const play = (
      userId: string,
      session: string,
      correct: number,
      finishedAt = ctx.clock.t - 60_000,
    ) =>
      finishRecord(task, {
        userId,
        session,
        subjectId: ENG.subject,
        chapterId: ENG.chapter,
        correct,
        finishedAt,
      });
    it('sends one answered statement per question with the server verdict, and completed, after the answer', async () => {
      const s = await newStudent(ctx);
      const before = lrs.statements.size;
      const record = play(s.id, `x-${ctx.kind}-1`, 7);
      // The client claims every answer right and 100 points: the LRS hears the server's verdicts.
      const forged = {
        ...record,
        points: 100,
        answers: record.answers.map((a) => ({ ...a, is_correct: true })),
      };
      const res = await finish(s.token, forged);
      expect(res.statusCode).toBe(200);
      await ctx.app.xapi!.flush();
      const added = [...lrs.statements.values()].slice(before);
      expect(lrs.refusals).toEqual([]);
      const answered = added.filter((x) => (x['verb'] as { id: string }).id === VERBS.answered.id);
      const completed = added.filter(
        (x) => (x['verb'] as { id: string }).id === VERBS.completed.id,
      );
      expect(answered).toHaveLength(record.answers.length);
      expect(answered.map((x) => (x['result'] as { success: boolean }).success)).toEqual(
        record.answers.map((_, i) => i < 7),
      );
      expect(completed).toHaveLength(1);
      expect(completed[0]!['result']).toMatchObject({
        completion: true,
        score: { raw: 7, min: 0, max: record.answers.length, scaled: 0.7 },
      });
      // Pseudonymous: no email, no name, not the user id.
      const actor = JSON.stringify(added[0]!['actor']);
      expect(actor).not.toContain(s.id);
      expect(actor).not.toContain('@');
      expect(new Set(added.map((x) => JSON.stringify(x['actor']))).size).toBe(1);
    });

    it('a resend adds nothing; a later finish of the same session is a new attempt in the same registration', async () => {
      const s = await newStudent(ctx);
      const start = lrs.statements.size;
      const first = play(s.id, `x-${ctx.kind}-2`, 5);
      await finish(s.token, first);
      await ctx.app.xapi!.flush();
      const size = lrs.statements.size;
      const again = await finish(s.token, first);
      expect(again.json().results[0].status).toBe('duplicate');
      await ctx.app.xapi!.flush();
      expect(lrs.statements.size).toBe(size);

      const later = play(s.id, `x-${ctx.kind}-2`, 9, first.timestamp_finished + 30_000);
      const replaced = await finish(s.token, later);
      expect(replaced.json().results[0].status).toBe('replaced');
      await ctx.app.xapi!.flush();
      expect(lrs.statements.size).toBe(size + later.answers.length + 1);
      const registrations = [...lrs.statements.values()]
        .slice(start)
        .map((x) => (x['context'] as { registration: string }).registration);
      expect(registrations).toHaveLength(2 * (later.answers.length + 1));
      expect(new Set(registrations).size).toBe(1);
    });

    it('the finish does not wait for an LRS that fails, and the statements arrive once it recovers', async () => {
      const s = await newStudent(ctx);
      const before = lrs.statements.size;
      lrs.failNext(1, 503);
      const record = play(s.id, `x-${ctx.kind}-3`, 3);
      const res = await finish(s.token, record);
      expect(res.statusCode).toBe(200);
      expect(res.json().results[0].status).toBe('accepted');
      await ctx.app.xapi!.flush();
      expect(lrs.answers).toContain(503);
      expect(lrs.statements.size).toBe(before + record.answers.length + 1);
      expect(ctx.app.xapi!.stats.queued).toBe(0);
    });
  },
  config,
);
