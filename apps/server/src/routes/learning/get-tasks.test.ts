import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness';
import { statementsSent } from '../../test/statements-sent';
import { ENG, finishRecord, L, loadTask, newStudent, seedBeforeAll } from './test-support';

const TASKS = `${L}/get-tasks`;

describeEachDb('learning/get-tasks', (ctx) => {
  seedBeforeAll(ctx);

  it("lists a chapter's tasks with the student's results and the chapter progress", async () => {
    const s = await newStudent(ctx);
    const fresh = await ctx.call({
      method: 'GET',
      url: `${TASKS}?chapter_id=${ENG.chapter}`,
      token: s.token,
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({
      iMessageCode: 1,
      chapter_progress: 0,
      subject_id: 101,
      data: [
        {
          id: 10111,
          title: 'Saying hello and goodbye',
          minigame_id: 29,
          question_count: 11,
          question_length: 10,
          is_completed: false,
          stars: 0,
          like_count: 0,
          liked: false,
        },
        {
          id: 10112,
          title: 'Introducing yourself and others',
          question_count: 10,
          is_completed: false,
        },
      ],
    });
    const task = await loadTask(ctx, ENG.subject, 10111);
    await ctx.call({
      method: 'POST',
      url: `${L}/minigame-finish`,
      token: s.token,
      payload: [
        finishRecord(task, {
          userId: s.id,
          session: 't',
          subjectId: ENG.subject,
          chapterId: ENG.chapter,
          correct: 7,
          finishedAt: ctx.clock.t - 5,
        }),
      ],
    });
    const after = (
      await ctx.call({ method: 'GET', url: `${TASKS}?chapter_id=${ENG.chapter}`, token: s.token })
    ).json();
    expect(after.chapter_progress).toBe(20);
    expect(after.data[0]).toMatchObject({ id: 10111, is_completed: true, stars: 2 });
    expect(after.data[1]).toMatchObject({ id: 10112, is_completed: false });
    // Another student sees none of it.
    const other = await newStudent(ctx);
    const theirs = (
      await ctx.call({
        method: 'GET',
        url: `${TASKS}?chapter_id=${ENG.chapter}`,
        token: other.token,
      })
    ).json();
    expect(theirs.chapter_progress).toBe(0);
    expect(theirs.data[0]).toMatchObject({ is_completed: false, stars: 0 });
  });

  it('is one statement once the chapter and the session are in memory', async () => {
    const s = await newStudent(ctx);
    const get = () =>
      ctx.call({ method: 'GET', url: `${TASKS}?chapter_id=${ENG.chapter}`, token: s.token });
    expect((await get()).statusCode).toBe(200);
    const sent = statementsSent(ctx);
    try {
      expect((await get()).json().data[0]).toMatchObject({ id: 10111, is_completed: false });
      // Printed for issue 18's figures.
      console.info(`[${ctx.kind}] get-tasks statements: ${sent.mock.calls.length}`);
      expect(sent.mock.calls.length).toBe(1);
    } finally {
      sent.mockRestore();
    }
  });

  it('answers 404 for an unknown chapter, 400 for a malformed query, 401 without a token', async () => {
    const s = await newStudent(ctx);
    const unknown = await ctx.call({
      method: 'GET',
      url: `${TASKS}?chapter_id=424242`,
      token: s.token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'chapter_not_found', iMessageCode: 4 });
    for (const q of [
      '',
      '?chapter_id=',
      '?chapter_id=x',
      '?chapter_id=-1',
      '?chapter_id=1011&x=1',
    ]) {
      expect(
        (await ctx.call({ method: 'GET', url: `${TASKS}${q}`, token: s.token })).statusCode,
      ).toBe(400);
    }
    expect(
      (await ctx.call({ method: 'GET', url: `${TASKS}?chapter_id=${ENG.chapter}` })).statusCode,
    ).toBe(401);
  });
});
