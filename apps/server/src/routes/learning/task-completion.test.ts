import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { chapterProgress, taskResults } from '../../db/schema';
import { describeEachDb } from '../../test/harness';
import { L, newStudent, seedBeforeAll, userRow } from './test-support';

const DONE = `${L}/task-completion`;

describeEachDb('learning/task-completion', (ctx) => {
  seedBeforeAll(ctx);

  it('marks the task done for this student only, without rewards or progress; idempotent', async () => {
    const s = await newStudent(ctx);
    const other = await newStudent(ctx);
    for (let i = 0; i < 2; i++) {
      const res = await ctx.call({
        method: 'POST',
        url: DONE,
        token: s.token,
        payload: { task_id: 10111 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        bDone: true,
        iMessageCode: 1,
        data: { task_id: 10111, chapter_id: 1011, is_completed: true, next_task_id: 10112 },
      });
    }
    const last = await ctx.call({
      method: 'POST',
      url: DONE,
      token: s.token,
      payload: { task_id: 10112 },
    });
    expect(last.json().data.next_task_id).toBeNull();
    const rows = await ctx.database.db
      .select()
      .from(taskResults)
      .where(eq(taskResults.userId, s.id));
    expect(rows.map((r) => [r.taskId, r.isCompleted, r.bestStars, r.plays])).toEqual(
      expect.arrayContaining([
        [10111, true, 0, 0],
        [10112, true, 0, 0],
      ]),
    );
    const u = await userRow(ctx, s.id);
    expect(u.points + u.diamond + u.exerciseCompleted).toBe(0);
    const progress = await ctx.database.db
      .select()
      .from(chapterProgress)
      .where(and(eq(chapterProgress.userId, s.id)));
    expect(progress).toHaveLength(0);
    const tasks = (
      await ctx.call({ method: 'GET', url: `${L}/get-tasks?chapter_id=1011`, token: s.token })
    ).json();
    expect(tasks.data[0].is_completed).toBe(true);
    const theirs = (
      await ctx.call({ method: 'GET', url: `${L}/get-tasks?chapter_id=1011`, token: other.token })
    ).json();
    expect(theirs.data[0].is_completed).toBe(false);
  });

  it('answers 404 for an unknown task, 400 for a malformed body (nothing written), 401 without a token', async () => {
    const s = await newStudent(ctx);
    expect(
      (
        await ctx.call({ method: 'POST', url: DONE, token: s.token, payload: { task_id: 999999 } })
      ).json(),
    ).toMatchObject({ error: 'task_not_found' });
    for (const payload of [
      {},
      { task_id: '10111' },
      { task_id: 10111, extra: 1 },
      { task_id: 0 },
      [10111],
    ]) {
      expect(
        (await ctx.call({ method: 'POST', url: DONE, token: s.token, payload })).statusCode,
      ).toBe(400);
    }
    expect(
      await ctx.database.db.select().from(taskResults).where(eq(taskResults.userId, s.id)),
    ).toHaveLength(0);
    expect(
      (await ctx.call({ method: 'POST', url: DONE, payload: { task_id: 10111 } })).statusCode,
    ).toBe(401);
  });
});
