import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Course } from '@web-ed/schemas';
import { DEFAULT_CONTENT_DIR, seedContent } from '../../content/seed';
import { finishRecords, quizAnswers, taskResults } from '../../db/schema';
import { describeEachDb } from '../../test/harness';
import { answerValidator } from '../../http/response-schemas';
import { LISTENING_RESULTS_PER_MINUTE } from './listening-result';
import { L, newStudent, quiet, seedBeforeAll, userRow } from './test-support';

const RESULT = `${L}/listening-result`;
const checkAnswer = answerValidator('learning-service/learning/listening-result');

/**
 * A copy of the listening course (subject 9105, same question ids) whose first typed item and
 * first choice item are secret: its answers stay on the server.
 */
function secretListeningDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-ed-secret-listening-'));
  const course = JSON.parse(
    readFileSync(join(DEFAULT_CONTENT_DIR, 'english-listening/en.json'), 'utf8'),
  ) as Course;
  course.subject_id = 9105;
  course.subject_code = 'LIS-CHECK';
  for (const ch of course.chapters) {
    ch.id += 9_000_000;
    for (const t of ch.tasks) t.id += 90_000_000;
  }
  course.chapters[0]!.tasks[0]!.questions[0]!.secret = true;
  course.chapters[0]!.tasks[1]!.questions[0]!.secret = true;
  mkdirSync(join(dir, 'secret-listening'));
  writeFileSync(join(dir, 'secret-listening/en.json'), JSON.stringify(course));
  return dir;
}

describeEachDb('learning/listening-result', (ctx) => {
  seedBeforeAll(ctx);
  let dir: string;
  beforeAll(async () => {
    dir = secretListeningDir();
    const report = await seedContent(ctx.database.db, dir, quiet, ctx.clock.now());
    expect(report.seeded).toEqual(['secret-listening/en.json']);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const judge = (token: string | undefined, payload: unknown) =>
    ctx.call({ method: 'POST', url: RESULT, token, payload: payload as object });

  it('judges a typed item with the listening matcher: correct, close enough, wrong, empty', async () => {
    const s = await newStudent(ctx);
    const cases: [string, string[], string, boolean | null][] = [
      // One word: exact after normalisation (case and punctuation do not count).
      ['lis-1-1-01', ['library'], 'correct', true],
      ['lis-1-1-01', ['librery'], 'incorrect', false],
      // A sentence: fuzzy, and digits read as words.
      ['lis-1-1-07', ['my brother is twelve years old'], 'correct', true],
      ['lis-1-1-04', ['The canteen is next to the libary.'], 'correct', true],
      ['lis-1-1-04', ['The bank is far from here'], 'incorrect', false],
      // Nothing typed is not an attempt.
      ['lis-1-1-04', ['  '], 'empty', null],
      ['lis-1-1-04', [], 'empty', null],
    ];
    for (const [question_id, answer, result, isCorrect] of cases) {
      const res = await judge(s.token, { question_id, answer, subject_id: 105 });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(checkAnswer(body), JSON.stringify(checkAnswer.errors)).toBe(true);
      expect(body, `${question_id} ${JSON.stringify(answer)}`).toMatchObject({
        bDone: true,
        iMessageCode: 1,
        data: {
          question_id,
          subject_id: 105,
          chapter_id: 1051,
          task_id: 10511,
          result,
          is_correct: isCorrect,
        },
      });
    }
    const first = (
      await judge(s.token, { question_id: 'lis-1-1-01', answer: ['x'], subject_id: 105 })
    ).json().data;
    expect(first).toMatchObject({
      expected_answer: ['Library.'],
      transcript: 'Library.',
      explanation: expect.stringContaining('library'),
    });
  });

  it('judges a choice item by its option id, in the language it was shown in', async () => {
    const s = await newStudent(ctx);
    const pick = async (answer: string[], lang: 'en' | 'id' = 'id') => {
      const res = await judge(s.token, {
        question_id: 'lis-1-2-01',
        answer,
        subject_id: 105,
        lang,
      });
      expect(checkAnswer(res.json()), JSON.stringify(checkAnswer.errors)).toBe(true);
      return res.json().data;
    };
    expect(await pick(['b'])).toMatchObject({
      result: 'correct',
      is_correct: true,
      expected_answer: ['b'],
      transcript: "Hi, I'm Dewi. I'm from Surabaya, and I'm in grade 9.",
      explanation: expect.stringContaining('menunjukkan'),
    });
    expect(await pick(['a'])).toMatchObject({ result: 'incorrect', is_correct: false });
    // An id that is no option is no choice.
    expect(await pick(['zz'])).toMatchObject({ result: 'empty', is_correct: null });
    expect((await pick(['a'], 'en')).explanation).toContain('tells you');
  });

  it('a secret item is not judged and sends nothing of its answer', async () => {
    const s = await newStudent(ctx);
    for (const [question_id, answer] of [
      ['lis-1-1-01', ['Library.']],
      ['lis-1-2-01', ['a']],
    ] as const) {
      const res = await judge(s.token, { question_id, answer, subject_id: 9105 });
      expect(res.statusCode, res.body).toBe(200);
      expect(checkAnswer(res.json())).toBe(true);
      expect(res.json().data).toEqual({
        question_id,
        subject_id: 9105,
        chapter_id: 9_001_051,
        task_id: question_id === 'lis-1-1-01' ? 90_010_511 : 90_010_512,
        result: 'secret',
        is_correct: null,
        expected_answer: null,
        transcript: null,
        explanation: null,
      });
      expect(res.body).not.toContain('Library');
    }
    // An open item of the same course is judged.
    expect(
      (
        await judge(s.token, { question_id: 'lis-1-1-02', answer: ['thursday'], subject_id: 9105 })
      ).json().data,
    ).toMatchObject({ result: 'correct' });
  });

  it('stores nothing and gives nothing', async () => {
    const s = await newStudent(ctx);
    await judge(s.token, { question_id: 'lis-1-1-01', answer: ['library'], subject_id: 105 });
    const u = await userRow(ctx, s.id);
    expect(u.points + u.diamond + u.exerciseCompleted).toBe(0);
    for (const table of [finishRecords, taskResults, quizAnswers]) {
      const [row] = await ctx.database.db
        .select({ n: count() })
        .from(table)
        .where(eq(table.userId, s.id));
      expect(row!.n).toBe(0);
    }
  });

  it('refuses: 404 unknown, 409 ambiguous, 400 not listening or malformed, 401 without a token', async () => {
    const s = await newStudent(ctx);
    const unknown = await judge(s.token, { question_id: 'nope-1', answer: ['x'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'question_not_found', iMessageCode: 4 });
    expect(
      (await judge(s.token, { question_id: 'lis-1-1-01', answer: ['x'], subject_id: 101 }))
        .statusCode,
    ).toBe(404);
    // The id is in the listening course and in its secret copy.
    const ambiguous = await judge(s.token, { question_id: 'lis-1-1-01', answer: ['x'] });
    expect(ambiguous.statusCode).toBe(409);
    expect(ambiguous.json()).toMatchObject({ error: 'ambiguous_question' });
    const mcq = await judge(s.token, { question_id: 'eng-1-1-01', answer: ['a'], subject_id: 101 });
    expect(mcq.statusCode).toBe(400);
    expect(mcq.json()).toMatchObject({ error: 'not_a_listening_question', iMessageCode: 3 });
    for (const payload of [
      {},
      { question_id: 'lis-1-1-01' },
      { question_id: 'lis-1-1-01', answer: 'library' },
      { question_id: 'lis-1-1-01', answer: ['x'], extra: 1 },
      { question_id: 'lis 1', answer: ['x'] },
      { question_id: 'lis-1-1-01', answer: ['x'], lang: 'fr' },
    ]) {
      const res = await judge(s.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request' });
    }
    expect((await judge(undefined, { question_id: 'lis-1-1-01', answer: ['x'] })).statusCode).toBe(
      401,
    );
  });

  it(`answers 429 past ${LISTENING_RESULTS_PER_MINUTE} a minute per student`, async () => {
    const s = await newStudent(ctx);
    const other = await newStudent(ctx);
    const body = { question_id: 'lis-1-1-02', answer: ['thursday'], subject_id: 105 };
    for (let i = 0; i < LISTENING_RESULTS_PER_MINUTE; i++)
      expect((await judge(s.token, body)).statusCode).toBe(200);
    const over = await judge(s.token, body);
    expect(over.statusCode).toBe(429);
    expect(over.json().iMessageCode).not.toBe(1);
    expect((await judge(other.token, body)).statusCode).toBe(200);
  });
});
