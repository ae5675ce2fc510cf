import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { quizAnswers } from '../../db/schema';
import { describeEachDb } from '../../test/harness';
import { L, newStudent, seedBeforeAll } from './test-support';

const SAVE = `${L}/save-quiz-answer`;

describeEachDb('learning/save-quiz-answer', (ctx) => {
  seedBeforeAll(ctx);
  const rowsOf = (userId: string) =>
    ctx.database.db.select().from(quizAnswers).where(eq(quizAnswers.userId, userId));

  it('keeps the latest answer per question, for this student only', async () => {
    const a = await newStudent(ctx);
    const b = await newStudent(ctx);
    const first = await ctx.call({
      method: 'POST',
      url: SAVE,
      token: a.token,
      payload: { question_id: 'eng-1-1-01', answer: ['b'] },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      bDone: true,
      data: { question_id: 'eng-1-1-01', subject_id: 101, task_id: 10111, answer: ['b'] },
    });
    await ctx.call({
      method: 'POST',
      url: SAVE,
      token: a.token,
      payload: { question_id: 'eng-1-1-01', answer: ['a'], subject_id: 101 },
    });
    await ctx.call({
      method: 'POST',
      url: SAVE,
      token: b.token,
      payload: { question_id: 'eng-1-1-01', answer: ['c'] },
    });
    const mine = await rowsOf(a.id);
    expect(mine.map((r) => [r.questionId, r.answer])).toEqual([['eng-1-1-01', ['a']]]);
    expect((await rowsOf(b.id)).map((r) => r.answer)).toEqual([['c']]);
  });

  it('answers 404 for an unknown question, 400 for a malformed body (nothing written), 401 without a token', async () => {
    const s = await newStudent(ctx);
    const unknown = await ctx.call({
      method: 'POST',
      url: SAVE,
      token: s.token,
      payload: { question_id: 'nope', answer: ['a'] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('question_not_found');
    const wrongSubject = await ctx.call({
      method: 'POST',
      url: SAVE,
      token: s.token,
      payload: { question_id: 'eng-1-1-01', answer: ['a'], subject_id: 201 },
    });
    expect(wrongSubject.statusCode).toBe(404);
    for (const payload of [
      {},
      { question_id: 'eng-1-1-01' },
      { question_id: 'eng-1-1-01', answer: 'a' },
      { question_id: 'eng-1-1-01', answer: [1] },
      { question_id: 'bad id!', answer: ['a'] },
      { question_id: 'eng-1-1-01', answer: ['a'], user_id: 'x' },
    ]) {
      expect(
        (await ctx.call({ method: 'POST', url: SAVE, token: s.token, payload })).statusCode,
      ).toBe(400);
    }
    expect(await rowsOf(s.id)).toHaveLength(0);
    expect(
      (
        await ctx.call({
          method: 'POST',
          url: SAVE,
          payload: { question_id: 'eng-1-1-01', answer: ['a'] },
        })
      ).statusCode,
    ).toBe(401);
  });
});
