import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Course } from '@web-ed/schemas';
import { DEFAULT_CONTENT_DIR, seedContent } from '../../content/seed';
import { describeEachDb } from '../../test/harness';
import { answerValidator } from '../../http/response-schemas';
import { L, MATH, newStudent, quiet, seedBeforeAll } from './test-support';

const CONTENT = `${L}/get-content-data`;
const checkAnswer = answerValidator('learning-service/learning/get-content-data');

/** A copy of the reading course (subject 9102) whose first question is secret. */
function secretReadingDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-ed-secret-reading-'));
  const course = JSON.parse(
    readFileSync(join(DEFAULT_CONTENT_DIR, 'english-reading/en.json'), 'utf8'),
  ) as Course;
  course.subject_id = 9102;
  course.subject_code = 'READ-CHECK';
  for (const ch of course.chapters) {
    ch.id += 9_000_000;
    for (const t of ch.tasks) t.id += 90_000_000;
  }
  course.chapters[0]!.tasks[0]!.questions[0]!.secret = true;
  mkdirSync(join(dir, 'secret-reading'));
  writeFileSync(join(dir, 'secret-reading/en.json'), JSON.stringify(course));
  return dir;
}

describeEachDb('learning/get-content-data', (ctx) => {
  seedBeforeAll(ctx);
  let dir: string;
  beforeAll(async () => {
    dir = secretReadingDir();
    const report = await seedContent(ctx.database.db, dir, quiet, ctx.clock.now());
    expect(report.seeded).toEqual(['secret-reading/en.json']);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const read = (token: string | undefined, payload: unknown) =>
    ctx.call({ method: 'POST', url: CONTENT, token, payload: payload as object });

  it("a reading task by its id: the chapter's text and the task's passages", async () => {
    const s = await newStudent(ctx);
    const res = await read(s.token, { task_id: 10211 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(checkAnswer(body), JSON.stringify(checkAnswer.errors)).toBe(true);
    expect(body).toMatchObject({
      done: 1,
      message_code: 0,
      data: {
        subject_id: 102,
        chapter_id: 1021,
        lang: 'en',
        chapter: { id: 1021, title: 'Reading for meaning', description: expect.any(String) },
      },
    });
    const [task, ...rest] = body.data.tasks;
    expect(rest).toHaveLength(0);
    expect(task).toMatchObject({
      id: 10211,
      minigame_id: 31,
      question_length: 3,
      is_completed: false,
    });
    expect(task.questions[0].content.passage).toMatchObject({
      title: 'Saturday Nights at the Pasar Malam',
      paragraphs: expect.any(Array),
    });
  });

  it('a chapter by subject and chapter: the theory (core concept) and every task, in the asked language', async () => {
    const s = await newStudent(ctx);
    const res = await read(s.token, {
      subject_id: MATH.subject,
      chapter_id: MATH.chapter,
      lang: 'id',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(checkAnswer(body), JSON.stringify(checkAnswer.errors)).toBe(true);
    expect(body.data).toMatchObject({
      subject_id: MATH.subject,
      chapter_id: MATH.chapter,
      lang: 'id',
      chapter: { core_concept: { title: expect.any(String), body: expect.any(String) } },
    });
    expect(body.data.tasks.map((t: { id: number }) => t.id)).toEqual([20111, 20112]);
    // The same as get-questions sends for that chapter.
    const questions = await ctx.call({
      method: 'GET',
      url: `${L}/get-questions?subject_id=${MATH.subject}&chapter_id=${MATH.chapter}&lang=id`,
      token: s.token,
    });
    expect(body.data.chapter).toEqual(questions.json().data.chapter);
    expect(body.data.tasks.map((t: { questions: unknown }) => t.questions)).toEqual(
      questions.json().data.tasks.map((t: { questions: unknown }) => t.questions),
    );
  });

  it("marks the tasks this student completed, not another's", async () => {
    const s = await newStudent(ctx);
    const other = await newStudent(ctx);
    const done = await ctx.call({
      method: 'POST',
      url: `${L}/task-completion`,
      token: s.token,
      payload: { task_id: 10212 },
    });
    expect(done.statusCode).toBe(200);
    const mine = (await read(s.token, { subject_id: 102, chapter_id: 1021 })).json().data.tasks;
    expect(mine.map((t: { is_completed: boolean }) => t.is_completed)).toEqual([false, true]);
    const theirs = (await read(other.token, { task_id: 10212 })).json().data.tasks;
    expect(theirs[0].is_completed).toBe(false);
  });

  it('sends a secret question without its answers', async () => {
    const s = await newStudent(ctx);
    const res = await read(s.token, { task_id: 90_010_211 });
    expect(res.statusCode, res.body).toBe(200);
    const [secret, open] = res.json().data.tasks[0].questions;
    expect(secret.secret).toBe(true);
    for (const item of secret.content.items) {
      expect(item).not.toHaveProperty('answers');
      expect(item).not.toHaveProperty('explanation');
    }
    expect(open.content.items[0]).toHaveProperty('answers');
  });

  it('refuses: 404 unknown or mismatched, 400 malformed, 401 without a token', async () => {
    const s = await newStudent(ctx);
    for (const [payload, error] of [
      [{ task_id: 999_999 }, 'task_not_found'],
      [{ task_id: 10211, subject_id: 101 }, 'task_not_found'],
      [{ task_id: 10211, chapter_id: 1022 }, 'task_not_found'],
      [{ subject_id: 999_999, chapter_id: 1021 }, 'subject_not_found'],
      [{ subject_id: 102, chapter_id: 1011 }, 'chapter_not_found'],
    ] as const) {
      const res = await read(s.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
      expect(res.json()).toMatchObject({ done: 0, error, message_code: 4, iMessageCode: 4 });
    }
    for (const payload of [
      {},
      { subject_id: 102 },
      { chapter_id: 1021 },
      { task_id: '10211' },
      { task_id: 0 },
      { task_id: 10211, extra: 1 },
      { task_id: 10211, lang: 'fr' },
      [10211],
    ]) {
      const res = await read(s.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request', iMessageCode: 3 });
    }
    expect((await read(undefined, { task_id: 10211 })).statusCode).toBe(401);
  });
});
