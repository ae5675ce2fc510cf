import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { chapterProgress, chapterReviews, users } from '../../db/schema';
import { describeEachDb } from '../../test/harness';
import { statementsSent } from '../../test/statements-sent';
import { ENG, finishRecord, L, loadTask, MATH, newStudent, seedBeforeAll } from './test-support';

const CHAPTERS = `${L}/get-chapters`;
const DAY = 86_400_000;

interface Chapter {
  id: number;
  title: string;
  is_completed: boolean;
  is_current: boolean;
  is_playable: boolean;
  closest_review_time: number;
  progress: number;
  state: string;
}

describeEachDb('learning/get-chapters and spaced review', (ctx) => {
  seedBeforeAll(ctx);
  const chaptersOf = async (token: string, subjectId?: number) => {
    const res = await ctx.call({
      method: 'GET',
      url: subjectId ? `${CHAPTERS}?subject_id=${subjectId}` : CHAPTERS,
      token,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as Record<string, Chapter[]>;
  };

  it('a new student sees every course, chapter 1 current, nothing completed', async () => {
    const s = await newStudent(ctx);
    const data = await chaptersOf(s.token);
    // Every seeded course (content-fixtures grows; these two are pinned by the tests).
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['101', '201']));
    const eng = data['101']!;
    expect(eng.map((c) => c.id)).toEqual([...ENG.chapters]);
    expect(eng[0]).toMatchObject({
      is_current: true,
      is_completed: false,
      is_playable: true,
      closest_review_time: 0,
      progress: 0,
      state: 'current',
      is_cerebry: false,
      video_published: null,
      title: 'Greetings and introductions',
      level: 1,
    });
    expect(eng.slice(1).every((c) => !c.is_current && c.state === 'locked')).toBe(true);
  });

  it('is one statement once the catalogue and the session are in memory, all courses or one', async () => {
    const s = await newStudent(ctx);
    await chaptersOf(s.token);
    await chaptersOf(s.token, 201);
    const sent = statementsSent(ctx);
    try {
      expect(Object.keys(await chaptersOf(s.token))).toEqual(expect.arrayContaining(['101']));
      expect(Object.keys(await chaptersOf(s.token, 201))).toEqual(['201']);
      console.info(`[${ctx.kind}] get-chapters statements, twice: ${sent.mock.calls.length}`);
      expect(sent.mock.calls.length).toBe(2);
    } finally {
      sent.mockRestore();
    }
  });

  it('one course with ?subject_id, in the student language (Indonesian titles)', async () => {
    const s = await newStudent(ctx);
    await ctx.database.db.update(users).set({ lang: 'id' }).where(eq(users.id, s.id));
    const data = await chaptersOf(s.token, MATH.subject);
    expect(Object.keys(data)).toEqual(['201']);
    expect(data['201']![0]!.title).toBe('Pecahan');
  });

  it('five completed plays complete chapter 1, make chapter 2 current, and schedule a review that comes due', async () => {
    const s = await newStudent(ctx);
    const task = await loadTask(ctx, ENG.subject, 10111);
    const records = [1, 2, 3, 4, 5].map((i) =>
      finishRecord(task, {
        userId: s.id,
        session: `play-${i}`,
        subjectId: ENG.subject,
        chapterId: ENG.chapter,
        correct: 10,
        finishedAt: ctx.clock.t - 1000 * i,
      }),
    );
    const res = await ctx.call({
      method: 'POST',
      url: `${L}/minigame-finish`,
      token: s.token,
      payload: { records },
    });
    expect(res.json().results.at(-1)).toMatchObject({ chapter_progress: 100 });
    const due = res.json().results.at(-1).closest_review_time as number;
    expect(due).toBeGreaterThan(ctx.clock.t);

    let eng = (await chaptersOf(s.token, ENG.subject))['101']!;
    expect(eng[0]).toMatchObject({
      is_completed: true,
      is_current: false,
      progress: 100,
      closest_review_time: due,
      state: 'completed',
    });
    expect(eng[1]).toMatchObject({ is_current: true, state: 'current', progress: 0 });

    // get-subjects shows the same review time for the course.
    const subjects = (
      await ctx.call({ method: 'GET', url: `${L}/get-subjects`, token: s.token })
    ).json();
    expect(subjects.data.find((c: { subject_id: number }) => c.subject_id === 101)).toMatchObject({
      closest_review_time: due,
      progress: 25,
    });

    // Once due, the completed chapter comes back as "review".
    const saved = ctx.clock.t;
    ctx.clock.t = due + 1;
    eng = (await chaptersOf(s.token, ENG.subject))['101']!;
    expect(eng[0]!.state).toBe('review');
    ctx.clock.t = saved;
  });

  it('the review interval follows the accuracy of the plays (FSRS ratings)', async () => {
    const task = await loadTask(ctx, ENG.subject, 10111);
    const dueAfter = async (correct: number) => {
      const s = await newStudent(ctx);
      const records = [1, 2, 3, 4, 5].map((i) =>
        finishRecord(task, {
          userId: s.id,
          session: `acc-${correct}-${i}`,
          subjectId: ENG.subject,
          chapterId: ENG.chapter,
          correct,
          finishedAt: ctx.clock.t - 1000 * i,
        }),
      );
      await ctx.call({
        method: 'POST',
        url: `${L}/minigame-finish`,
        token: s.token,
        payload: { records },
      });
      const [card] = await ctx.database.db
        .select()
        .from(chapterReviews)
        .where(eq(chapterReviews.userId, s.id));
      return {
        days: (card!.due.getTime() - ctx.clock.t) / DAY,
        rating: card!.lastRating,
        reps: card!.reps,
      };
    };
    const weak = await dueAfter(4); // 0.4: Again
    const fair = await dueAfter(7); // 0.7: Hard
    const good = await dueAfter(8); // 0.8: Good
    const strong = await dueAfter(10); // 1.0: Easy
    expect([weak.rating, fair.rating, good.rating, strong.rating]).toEqual([1, 2, 3, 4]);
    expect(strong.reps).toBe(5);
    expect(weak.days).toBeLessThan(fair.days);
    expect(fair.days).toBeLessThan(good.days);
    expect(good.days).toBeLessThan(strong.days);
  });

  it("never shows another student's progress", async () => {
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
          session: 'own',
          subjectId: ENG.subject,
          chapterId: ENG.chapter,
          correct: 10,
          finishedAt: ctx.clock.t - 1,
        }),
      ],
    });
    expect((await chaptersOf(a.token, ENG.subject))['101']![0]!.progress).toBe(20);
    expect((await chaptersOf(b.token, ENG.subject))['101']![0]!.progress).toBe(0);
    const rows = await ctx.database.db
      .select()
      .from(chapterProgress)
      .where(eq(chapterProgress.userId, b.id));
    expect(rows).toHaveLength(0);
  });

  it('answers 404 for an unknown subject, 400 for a malformed query, 401 without a token', async () => {
    const s = await newStudent(ctx);
    const unknown = await ctx.call({
      method: 'GET',
      url: `${CHAPTERS}?subject_id=999`,
      token: s.token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ done: 0, error: 'subject_not_found' });
    for (const q of ['subject_id=abc', 'subject_id=0', 'other=1']) {
      expect(
        (await ctx.call({ method: 'GET', url: `${CHAPTERS}?${q}`, token: s.token })).statusCode,
      ).toBe(400);
    }
    expect((await ctx.call({ method: 'GET', url: CHAPTERS })).statusCode).toBe(401);
  });
});
