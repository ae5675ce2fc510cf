import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { taskLikes } from '../../db/schema';
import { describeEachDb } from '../../test/harness';
import { L, newStudent, seedBeforeAll } from './test-support';

const LIKE = `${L}/set-like`;

describeEachDb('learning/set-like', (ctx) => {
  seedBeforeAll(ctx);

  it('toggles the like and counts every student', async () => {
    const a = await newStudent(ctx);
    const b = await newStudent(ctx);
    const like = (token: string) =>
      ctx.call({ method: 'POST', url: LIKE, token, payload: { task_id: 20111 } });
    expect((await like(a.token)).json()).toMatchObject({
      bDone: true,
      data: { task_id: 20111, liked: true, count: 1 },
    });
    expect((await like(b.token)).json().data).toMatchObject({ liked: true, count: 2 });
    expect((await like(a.token)).json().data).toMatchObject({ liked: false, count: 1 });
    const tasks = (
      await ctx.call({ method: 'GET', url: `${L}/get-tasks?chapter_id=2011`, token: a.token })
    ).json();
    expect(tasks.data[0]).toMatchObject({ id: 20111, like_count: 1, liked: false });
    const theirs = (
      await ctx.call({ method: 'GET', url: `${L}/get-tasks?chapter_id=2011`, token: b.token })
    ).json();
    expect(theirs.data[0]).toMatchObject({ like_count: 1, liked: true });
  });

  it('answers 404 for an unknown task, 400 for a malformed body (nothing written), 401 without a token', async () => {
    const s = await newStudent(ctx);
    expect(
      (await ctx.call({ method: 'POST', url: LIKE, token: s.token, payload: { task_id: 5 } }))
        .statusCode,
    ).toBe(404);
    for (const payload of [{}, { task_id: 'x' }, { task_id: 20111, liked: true }]) {
      expect(
        (await ctx.call({ method: 'POST', url: LIKE, token: s.token, payload })).statusCode,
      ).toBe(400);
    }
    expect(
      await ctx.database.db.select().from(taskLikes).where(eq(taskLikes.userId, s.id)),
    ).toHaveLength(0);
    expect(
      (await ctx.call({ method: 'POST', url: LIKE, payload: { task_id: 20111 } })).statusCode,
    ).toBe(401);
  });
});
