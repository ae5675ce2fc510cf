import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Course } from '@web-ed/schemas';
import { seedContent } from '../../content/seed';
import { users } from '../../db/schema';
import { describeEachDb } from '../../test/harness';
import { DEFAULT_CONTENT_DIR } from '../../content/seed';
import { L, newStudent, quiet, seedBeforeAll } from './test-support';
import { forgetSessionsOf } from '../../http/session-cache';

const GET = `${L}/get-questions`;
const QUIZ = `${L}/get-quiz-questions`;

/** A skill-check copy of Everyday English (subject 9101) whose first question is secret. */
function skillCheckDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-ed-secret-'));
  const course = JSON.parse(
    readFileSync(join(DEFAULT_CONTENT_DIR, 'english-everyday/en.json'), 'utf8'),
  ) as Course;
  course.subject_id = 9101;
  course.subject_code = 'ENG-CHECK';
  for (const ch of course.chapters) {
    ch.id += 9_000_000;
    for (const t of ch.tasks) t.id += 90_000_000;
  }
  course.chapters[0]!.tasks[0]!.questions[0]!.secret = true;
  mkdirSync(join(dir, 'secret-check'));
  writeFileSync(join(dir, 'secret-check/en.json'), JSON.stringify(course));
  return dir;
}

describeEachDb('learning/get-questions and get-quiz-questions', (ctx) => {
  seedBeforeAll(ctx);
  let dir: string;
  beforeAll(async () => {
    dir = skillCheckDir();
    const report = await seedContent(ctx.database.db, dir, quiet, ctx.clock.now());
    expect(report.seeded).toEqual(['secret-check/en.json']);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("sends a chapter's tasks with their questions, answers included for practice content", async () => {
    const s = await newStudent(ctx);
    const res = await ctx.call({
      method: 'GET',
      url: `${GET}?subject_id=101&chapter_id=1011&lang=en`,
      token: s.token,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ subject_id: 101, chapter_id: 1011, lang: 'en' });
    expect(data.tasks.map((t: { id: number }) => t.id)).toEqual([10111, 10112]);
    expect(data.tasks[0]).toMatchObject({
      title: 'Saying hello and goodbye',
      minigame_id: 29,
      question_length: 10,
      shuffle: true,
    });
    expect(data.tasks[0].questions).toHaveLength(11);
    expect(data.tasks[0].questions[0]).toMatchObject({
      id: 'eng-1-1-01',
      type: 29,
      content: { answers: ['a'], prompt: expect.any(String) },
    });
  });

  it('answers in the requested language, else English; the student language by default', async () => {
    const s = await newStudent(ctx);
    const id = (
      await ctx.call({
        method: 'GET',
        url: `${GET}?subject_id=201&chapter_id=2011&lang=id`,
        token: s.token,
      })
    ).json().data;
    expect(id.lang).toBe('id');
    expect(id.tasks[0].title).toBe('Pecahan senilai dan penyederhanaan');
    const th = (
      await ctx.call({
        method: 'GET',
        url: `${GET}?subject_id=201&chapter_id=2011&lang=th`,
        token: s.token,
      })
    ).json().data;
    expect(th.lang).toBe('en');
    await ctx.database.db.update(users).set({ lang: 'id' }).where(eq(users.id, s.id));
    forgetSessionsOf(ctx.database.db, s.id);
    const quiz = (
      await ctx.call({
        method: 'POST',
        url: QUIZ,
        token: s.token,
        payload: { subject_id: 201, chapter_id: 2011 },
      })
    ).json().data;
    expect(quiz.lang).toBe('id');
    expect(quiz.tasks[0].questions[0].content.answers).toBeDefined();
  });

  it('sends secret questions without their answers or explanation', async () => {
    const s = await newStudent(ctx);
    for (const res of [
      await ctx.call({
        method: 'GET',
        url: `${GET}?subject_id=9101&chapter_id=9001011`,
        token: s.token,
      }),
      await ctx.call({
        method: 'POST',
        url: QUIZ,
        token: s.token,
        payload: { subject_id: 9101, chapter_id: 9001011 },
      }),
    ]) {
      const [secret, open] = res.json().data.tasks[0].questions;
      expect(secret.secret).toBe(true);
      expect(secret.content).not.toHaveProperty('answers');
      expect(secret.content).not.toHaveProperty('explanation');
      expect(secret.content.options).toHaveLength(4);
      expect(JSON.stringify(secret)).not.toMatch(/answers|explanation/);
      expect(open.content.answers).toBeDefined();
    }
  });

  it('answers 404 for an unknown course or chapter, 400 for a malformed query or body, 401 without a token', async () => {
    const s = await newStudent(ctx);
    expect(
      (
        await ctx.call({
          method: 'GET',
          url: `${GET}?subject_id=999&chapter_id=1011`,
          token: s.token,
        })
      ).json().error,
    ).toBe('subject_not_found');
    expect(
      (
        await ctx.call({
          method: 'GET',
          url: `${GET}?subject_id=101&chapter_id=2011`,
          token: s.token,
        })
      ).json().error,
    ).toBe('chapter_not_found');
    for (const q of [
      'subject_id=101',
      'chapter_id=1011',
      'subject_id=101&chapter_id=1011&lang=fr',
      'subject_id=a&chapter_id=1011',
    ]) {
      expect(
        (await ctx.call({ method: 'GET', url: `${GET}?${q}`, token: s.token })).statusCode,
      ).toBe(400);
    }
    for (const payload of [
      {},
      { subject_id: 101 },
      { subject_id: '101', chapter_id: 1011 },
      { subject_id: 101, chapter_id: 1011, x: 1 },
    ]) {
      expect(
        (await ctx.call({ method: 'POST', url: QUIZ, token: s.token, payload })).statusCode,
      ).toBe(400);
    }
    expect(
      (await ctx.call({ method: 'GET', url: `${GET}?subject_id=101&chapter_id=1011` })).statusCode,
    ).toBe(401);
    expect(
      (
        await ctx.call({
          method: 'POST',
          url: QUIZ,
          payload: { subject_id: 101, chapter_id: 1011 },
        })
      ).statusCode,
    ).toBe(401);
  });
});
