/**
 * `answer` missions (section 5): a saved quiz answer that says the mission's words advances it,
 * after number words and by whole words, once per question and period.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../test/harness';
import { L, newStudent, seedBeforeAll } from '../routes/learning/test-support';
import { inEveryLanguage, missions, seedMissionsWith } from '../routes/mission/test-support';
import { answerSteps } from './advance';

const MISSION = {
  id: 'say_two_cats',
  kind: 'regular_mission',
  recurrence: 'daily',
  rule: { type: 'answer', answer: '2 cats', target: 2 },
  title: inEveryLanguage('Say that you have two cats, twice'),
  progress: inEveryLanguage('{current}/{target}'),
  reward: { points: 5 },
};

describeEachDb('answer missions', (ctx) => {
  seedBeforeAll(ctx);
  beforeAll(() => seedMissionsWith(ctx, MISSION), 60_000);

  const save = (token: string, question_id: string, answer: string[]) =>
    ctx.call({
      method: 'POST',
      url: `${L}/save-quiz-answer`,
      token,
      payload: { question_id, answer, subject_id: 101 },
    });
  const progress = async (token: string) => (await missions(ctx, token)).item(MISSION.id);

  it('a matching answer advances the mission once per question; another question completes it', async () => {
    const s = await newStudent(ctx);
    expect((await save(s.token, 'eng-1-1-01', ['I have two cats.'])).statusCode).toBe(200);
    expect((await progress(s.token)).current_progress).toBe(1);
    await save(s.token, 'eng-1-1-01', ['i have 2 cats']);
    expect((await progress(s.token)).current_progress).toBe(1);
    await save(s.token, 'eng-1-1-02', ['Yes, I have two cats at home']);
    expect(await progress(s.token)).toMatchObject({ current_progress: 2 });
  });

  it('under three words, an answer must say all of them', async () => {
    const s = await newStudent(ctx, '127.0.0.2');
    await save(s.token, 'eng-1-1-01', ['I have cats']);
    await save(s.token, 'eng-1-1-02', ['I have 2 dogs']);
    expect((await progress(s.token)).current_progress).toBe(0);
  });
});

it('answerSteps: only answer missions, in their courses, whose words the answer says', () => {
  const row = (over: object) =>
    ({
      id: 'm',
      ruleType: 'answer',
      trigger: 'the big red cat',
      course: null,
      recurrence: 'daily',
      ...over,
    }) as never;
  const given = { subjectId: 101, questionId: 'q', text: 'the big cat', lang: 'en' as const };
  const now = new Date('2026-11-26T08:00:00Z');
  // Four expected words: all but one is enough.
  expect(answerSteps([row({})], 'UTC', given, now)).toHaveLength(1);
  expect(answerSteps([row({ ruleType: 'page' })], 'UTC', given, now)).toHaveLength(0);
  expect(answerSteps([row({ course: '201' })], 'UTC', given, now)).toHaveLength(0);
  expect(answerSteps([row({ course: '101' })], 'UTC', given, now)[0]).toMatchObject({
    source: 'answer:101:q',
    course: 101,
  });
  expect(answerSteps([row({})], 'UTC', { ...given, text: 'the cat' }, now)).toHaveLength(0);
});
