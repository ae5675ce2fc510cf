import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECOMMENDED_COURSES_MAX } from '@web-ed/engine';
import { users } from '../../db/schema';
import { describeEachDb } from '../../test/harness';
import { topRecommendation } from './get-subjects';
import { ENG, finishRecord, L, loadTask, newStudent, seedBeforeAll } from './test-support';
import { forgetSessionsOf } from '../../http/session-cache';
import { statementsSent } from '../../test/statements-sent';

const SUBJECTS = `${L}/get-subjects`;

interface Subject {
  subject_id: number;
  subject_name: string;
  lang: string;
  progress: number;
  is_recommended: boolean;
  categories: string[];
}

describe('topRecommendation', () => {
  it('puts recommended courses first, fills up by popularity, stops at 5', () => {
    const c = (id: number, rec: boolean) => ({ id, is_recommended: rec });
    const byPopularity = [
      c(1, false),
      c(2, true),
      c(3, false),
      c(4, false),
      c(5, true),
      c(6, false),
      c(7, false),
    ];
    expect(topRecommendation(byPopularity).map((x) => x.id)).toEqual([2, 5, 1, 3, 4]);
    expect(topRecommendation(byPopularity)).toHaveLength(RECOMMENDED_COURSES_MAX);
  });
});

describeEachDb('learning/get-subjects', (ctx) => {
  seedBeforeAll(ctx);

  it('lists the courses with every field of section 3, the categories and the recommendations', async () => {
    const s = await newStudent(ctx);
    const res = await ctx.call({ method: 'GET', url: SUBJECTS, token: s.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.done).toBe(1);
    const eng = body.data.find((c: Subject) => c.subject_id === ENG.subject);
    expect(eng).toEqual({
      subject_id: 101,
      subject_name: 'Everyday English',
      subject_code: 'ENG-EVERYDAY',
      description: expect.any(String),
      lang: 'en',
      subject_version: 1,
      popularity_rank: 1,
      dictionary: { ID: 'id', TH: 'th', IN: 'hi', MY: 'ms' },
      closest_review_time: 0,
      is_qr_applied: false,
      is_recommended: true,
      chapter_list: 'other',
      domain: 'internal',
      categories: ['english'],
      program: null,
      chapter_count: 4,
      progress: 0,
    });
    expect(body.categories).toEqual(expect.arrayContaining(['english', 'math']));
    expect(new Set(body.categories).size).toBe(body.categories.length);
    const top = body.top_recommendation as Subject[];
    expect(top.length).toBeLessThanOrEqual(RECOMMENDED_COURSES_MAX);
    expect(top.length).toBe(Math.min(RECOMMENDED_COURSES_MAX, body.data.length));
    // Recommended first.
    const firstPlain = top.findIndex((c) => !c.is_recommended);
    expect(firstPlain === -1 || top.slice(firstPlain).every((c) => !c.is_recommended)).toBe(true);
    expect(top[0]!.is_recommended).toBe(true);
    expect(body.next_courses_recommendation.map((c: Subject) => c.subject_id)).toEqual(
      top.map((c) => c.subject_id),
    );
  });

  it('shows the course in the student language, else English', async () => {
    const s = await newStudent(ctx);
    await ctx.database.db.update(users).set({ lang: 'id' }).where(eq(users.id, s.id));
    forgetSessionsOf(ctx.database.db, s.id);
    const id = (await ctx.call({ method: 'GET', url: SUBJECTS, token: s.token })).json()
      .data as Subject[];
    expect(id.find((c) => c.subject_id === 201)).toMatchObject({
      subject_name: 'Dasar Matematika',
      lang: 'id',
    });
    await ctx.database.db.update(users).set({ lang: 'th' }).where(eq(users.id, s.id));
    forgetSessionsOf(ctx.database.db, s.id);
    const th = (await ctx.call({ method: 'GET', url: SUBJECTS, token: s.token })).json()
      .data as Subject[];
    expect(th.find((c) => c.subject_id === 201)).toMatchObject({
      subject_name: 'Math Foundations',
      lang: 'en',
    });
  });

  it("counts only the student's own progress, and drops started courses from next recommendations", async () => {
    const a = await newStudent(ctx);
    const b = await newStudent(ctx);
    const task = await loadTask(ctx, ENG.subject, 10111);
    await ctx.call({
      method: 'POST',
      url: `${L}/minigame-finish`,
      token: a.token,
      payload: [
        finishRecord(task, {
          userId: a.id,
          session: 's',
          subjectId: ENG.subject,
          chapterId: ENG.chapter,
          correct: 9,
          finishedAt: ctx.clock.t - 5,
        }),
      ],
    });
    const mine = (await ctx.call({ method: 'GET', url: SUBJECTS, token: a.token })).json();
    // 20 of 400 (4 chapters): 5 %.
    expect(mine.data.find((c: Subject) => c.subject_id === 101).progress).toBe(5);
    expect(mine.next_courses_recommendation.some((c: Subject) => c.subject_id === 101)).toBe(false);
    const theirs = (await ctx.call({ method: 'GET', url: SUBJECTS, token: b.token })).json();
    expect(theirs.data.find((c: Subject) => c.subject_id === 101).progress).toBe(0);
  });

  it('is one statement once the catalogue and the session are in memory', async () => {
    const s = await newStudent(ctx);
    const get = () => ctx.call({ method: 'GET', url: SUBJECTS, token: s.token });
    expect((await get()).statusCode).toBe(200);
    const sent = statementsSent(ctx);
    try {
      const subjects = (await get()).json().data as Subject[];
      expect(subjects.map((c) => c.subject_id)).toEqual(expect.arrayContaining([101, 201]));
      // Printed for issue 18's figures.
      console.info(`[${ctx.kind}] get-subjects statements: ${sent.mock.calls.length}`);
      expect(sent.mock.calls.length).toBe(1);
    } finally {
      sent.mockRestore();
    }
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.call({ method: 'GET', url: SUBJECTS })).statusCode).toBe(401);
    expect((await ctx.call({ method: 'GET', url: SUBJECTS, token: 'nope' })).statusCode).toBe(401);
  });
});
