import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { PlayableTask } from '@web-ed/engine';
import type { FinishRecord } from '@web-ed/schemas';
import { chapterProgress, finishRecords, taskResults, users } from '../../db/schema';
import { ingestFinishRecords } from '../../learning/finish';
import { MAX_NEW_PLAYS_PER_MINUTE } from '../../learning/finish-plan';
import { describeEachDb } from '../../test/harness';
import { statementsSent } from '../../test/statements-sent';
import { ENG, finishRecord, L, loadTask, newStudent, seedBeforeAll, userRow } from './test-support';

const FINISH = `${L}/minigame-finish`;

describeEachDb('learning/minigame-finish', (ctx) => {
  seedBeforeAll(ctx);
  let task: PlayableTask;
  let other: PlayableTask;
  beforeAll(async () => {
    task = await loadTask(ctx, ENG.subject, 10111);
    other = await loadTask(ctx, ENG.subject, 10112);
  });
  const at = (minutes: number) => ctx.clock.t - 3_600_000 + minutes * 60_000;
  const record = (
    userId: string,
    session: string,
    correct: number,
    finishedAt = at(0),
    extra: Partial<FinishRecord> = {},
  ) => ({
    ...finishRecord(task, {
      userId,
      session,
      subjectId: ENG.subject,
      chapterId: ENG.chapter,
      correct,
      finishedAt,
    }),
    ...extra,
  });
  const send = (token: string | undefined, payload: unknown) =>
    ctx.call({ method: 'POST', url: FINISH, token, payload: payload as object });
  const sessionsOf = async (userId: string) =>
    (
      await ctx.database.db
        .select({ n: count() })
        .from(finishRecords)
        .where(eq(finishRecords.userId, userId))
    )[0]!.n;

  it('re-scores a complete play: points, stars, diamonds, progress, statistics, streak', async () => {
    const s = await newStudent(ctx);
    const res = await send(s.token, { records: [record(s.id, 'p1', 8)] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      iMessageCode: 1,
      total_rewards: { total_points: 80, total_diamond: 3, total_vote: 0 },
      results: [
        {
          session: 'p1',
          task_id: 10111,
          status: 'accepted',
          points: 80,
          stars: 3,
          is_complete: true,
          chapter_progress: 20,
          closest_review_time: 0,
        },
      ],
    });
    const u = await userRow(ctx, s.id);
    expect({
      points: u.points,
      diamond: u.diamond,
      ex: u.exerciseCompleted,
      streak: u.learningStreak,
    }).toEqual({ points: 80, diamond: 3, ex: 1, streak: 1 });
    const [progress] = await ctx.database.db
      .select()
      .from(chapterProgress)
      .where(and(eq(chapterProgress.userId, s.id), eq(chapterProgress.chapterId, ENG.chapter)));
    expect(progress).toMatchObject({ progress: 20, isCompleted: false, isCurrent: true });
  });

  it('accepts a single record and a bare array as the batch', async () => {
    const s = await newStudent(ctx);
    expect((await send(s.token, record(s.id, 'one', 1))).json().results).toHaveLength(1);
    const arr = await send(s.token, [record(s.id, 'two', 1), record(s.id, 'three', 1)]);
    expect(arr.json().results.map((r: { status: string }) => r.status)).toEqual([
      'accepted',
      'accepted',
    ]);
    expect((await userRow(ctx, s.id)).points).toBe(30);
  });

  it('the same batch sent 3 times concurrently counts once', async () => {
    const s = await newStudent(ctx);
    const batch = {
      records: [
        record(s.id, 'c1', 10, at(1)),
        record(s.id, 'c2', 5, at(2)),
        {
          ...finishRecord(other, {
            userId: s.id,
            session: 'c3',
            subjectId: ENG.subject,
            chapterId: ENG.chapter,
            correct: 3,
            finishedAt: at(3),
          }),
        },
      ],
    };
    const answers = await Promise.all([
      send(s.token, batch),
      send(s.token, batch),
      send(s.token, batch),
    ]);
    for (const a of answers) expect(a.statusCode).toBe(200);
    const totals = answers.map((a) => a.json().total_rewards.total_points as number);
    // Exactly one of the three applied the batch; the other two saw duplicates.
    expect(totals.sort((a, b) => a - b)).toEqual([0, 0, 100 + 50 + 30]);
    const u = await userRow(ctx, s.id);
    expect(u.points).toBe(180);
    expect(u.exerciseCompleted).toBe(3);
    // Stars: 10/10 → 3, 5/10 → 1 (same task, best stays 3), 3/10 → 1 on the other task.
    expect(u.diamond).toBe(3 + 1);
    expect(await sessionsOf(s.id)).toBe(3);
    const [p] = await ctx.database.db
      .select()
      .from(chapterProgress)
      .where(and(eq(chapterProgress.userId, s.id), eq(chapterProgress.chapterId, ENG.chapter)));
    expect(p!.progress).toBe(60);
    const statuses = answers
      .flatMap((a) => a.json().results.map((r: { status: string }) => r.status))
      .sort();
    expect(statuses).toEqual([...Array(3).fill('accepted'), ...Array(6).fill('duplicate')].sort());
  });

  it('different batches of one student sent at once all count, each over the state the others left', async () => {
    const s = await newStudent(ctx, '127.0.0.3');
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => send(s.token, { records: [record(s.id, `d${i}`, i, at(i))] })),
    );
    for (const a of answers) expect(a.json().results[0].status).toBe('accepted');
    const u = await userRow(ctx, s.id);
    expect({ points: u.points, ex: u.exerciseCompleted, streak: u.learningStreak }).toEqual({
      points: 10 + 20 + 30 + 40 + 50,
      ex: 5,
      streak: 1,
    });
    // Five units of 20: the chapter is complete, whatever order the batches landed in.
    const [p] = await ctx.database.db
      .select()
      .from(chapterProgress)
      .where(and(eq(chapterProgress.userId, s.id), eq(chapterProgress.chapterId, ENG.chapter)));
    expect(p).toMatchObject({ progress: 100, isCompleted: true });
    const progress = answers
      .map((a) => a.json().results[0].chapter_progress as number)
      .sort((a, b) => a - b);
    expect(progress).toEqual([20, 40, 60, 80, 100]);
  });

  it('a later finish of the same session replaces the earlier one; an older one changes nothing', async () => {
    const s = await newStudent(ctx);
    const first = await send(s.token, { records: [record(s.id, 'r1', 5, at(10))] });
    expect(first.json().total_rewards).toEqual({
      total_points: 50,
      total_diamond: 1,
      total_vote: 0,
    });
    const later = await send(s.token, { records: [record(s.id, 'r1', 9, at(20))] });
    expect(later.json()).toMatchObject({
      total_rewards: { total_points: 40, total_diamond: 2 },
      results: [{ status: 'replaced', points: 90, stars: 3 }],
    });
    const older = await send(s.token, { records: [record(s.id, 'r1', 10, at(15))] });
    expect(older.json()).toMatchObject({
      total_rewards: { total_points: 0, total_diamond: 0 },
      results: [{ status: 'stale', points: 90 }],
    });
    const u = await userRow(ctx, s.id);
    expect({ points: u.points, diamond: u.diamond, ex: u.exerciseCompleted }).toEqual({
      points: 90,
      diamond: 3,
      ex: 1,
    });
    expect(await sessionsOf(s.id)).toBe(1);
    // The session's completion was applied once: one unit of progress.
    const [p] = await ctx.database.db
      .select()
      .from(chapterProgress)
      .where(and(eq(chapterProgress.userId, s.id), eq(chapterProgress.chapterId, ENG.chapter)));
    expect(p!.progress).toBe(20);
  });

  it('ignores forged points and a forged question_length', async () => {
    const s = await newStudent(ctx);
    const forged = await send(s.token, {
      records: [record(s.id, 'f1', 2, at(0), { points: 1_000_000 })],
    });
    expect(forged.json()).toMatchObject({
      total_rewards: { total_points: 20 },
      results: [{ points: 20 }],
    });
    // One right answer claimed as a complete 1-question play: the task shows 10, so it is neither complete nor 3 stars.
    const short = finishRecord(task, {
      userId: s.id,
      session: 'f2',
      subjectId: ENG.subject,
      chapterId: ENG.chapter,
      correct: 1,
      finishedAt: at(1),
      answered: 1,
    });
    const res = await send(s.token, {
      records: [{ ...short, question_length: 1, is_complete: true }],
    });
    expect(res.json().results[0]).toMatchObject({ points: 10, stars: 0, is_complete: false });
    const u = await userRow(ctx, s.id);
    expect({ points: u.points, diamond: u.diamond, ex: u.exerciseCompleted }).toEqual({
      points: 30,
      diamond: 0,
      ex: 1,
    });
  });

  it('an incomplete play earns its points but no progress, stars or exercise', async () => {
    const s = await newStudent(ctx);
    const partial = finishRecord(task, {
      userId: s.id,
      session: 'i1',
      subjectId: ENG.subject,
      chapterId: ENG.chapter,
      correct: 4,
      finishedAt: at(0),
      answered: 4,
    });
    const res = await send(s.token, { records: [partial] });
    expect(res.json().results[0]).toMatchObject({
      status: 'accepted',
      points: 40,
      is_complete: false,
    });
    expect(res.json().results[0].chapter_progress).toBeUndefined();
    const u = await userRow(ctx, s.id);
    expect({
      points: u.points,
      diamond: u.diamond,
      ex: u.exerciseCompleted,
      streak: u.learningStreak,
    }).toEqual({ points: 40, diamond: 0, ex: 0, streak: 0 });
  });

  it("refuses another student's identifier, and writes nothing for it", async () => {
    const me = await newStudent(ctx);
    const victim = await newStudent(ctx);
    const res = await send(me.token, {
      records: [record(victim.id, 'x1', 10), record(me.id, 'x2', 1)],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject([
      { session: 'x1', status: 'refused', code: 'identifier_mismatch' },
      { session: 'x2', status: 'accepted' },
    ]);
    expect(await sessionsOf(victim.id)).toBe(0);
    expect((await userRow(ctx, victim.id)).points).toBe(0);
    expect((await userRow(ctx, me.id)).points).toBe(10);
  });

  it('refuses answers to questions that are not in the task, and unknown tasks', async () => {
    const s = await newStudent(ctx);
    const base = record(s.id, 'u1', 10);
    const foreign = {
      ...base,
      answers: [...base.answers.slice(1), { ...base.answers[0]!, question_id: 'math-1-1-01' }],
    };
    const wrongChapter = { ...record(s.id, 'u2', 10), chapter_id: 1012 };
    const noSubject = { ...record(s.id, 'u3', 10), subject_id: 999 };
    const wrongGame = { ...record(s.id, 'u4', 10), minigame_id: 31 };
    const res = await send(s.token, { records: [foreign, wrongChapter, noSubject, wrongGame] });
    expect(res.json().results.map((r: { code: string }) => r.code)).toEqual([
      'unknown_question',
      'unknown_task',
      'unknown_subject',
      'minigame_mismatch',
    ]);
    expect(res.json().results[0].message).toContain('math-1-1-01');
    expect(await sessionsOf(s.id)).toBe(0);
    expect((await userRow(ctx, s.id)).points).toBe(0);
  });

  it('refuses a session reused for another task', async () => {
    const s = await newStudent(ctx);
    await send(s.token, { records: [record(s.id, 'same', 3, at(0))] });
    const reuse = finishRecord(other, {
      userId: s.id,
      session: 'same',
      subjectId: ENG.subject,
      chapterId: ENG.chapter,
      correct: 10,
      finishedAt: at(5),
    });
    const res = await send(s.token, { records: [reuse] });
    expect(res.json().results[0]).toMatchObject({ status: 'refused', code: 'session_conflict' });
    expect((await userRow(ctx, s.id)).points).toBe(30);
  });

  it('answers 400 for a malformed record and writes nothing of the batch', async () => {
    const s = await newStudent(ctx);
    const good = record(s.id, 'm1', 10);
    const { points: _p, ...missing } = record(s.id, 'm2', 10);
    for (const payload of [
      { records: [good, missing] },
      { records: [good, { ...record(s.id, 'm3', 1), points: -5 }] },
      { records: [good, { ...record(s.id, 'm4', 1), extra: true }] },
      { records: [good, { ...record(s.id, 'm5', 1), timestamp_finished: 1e17 }] },
      { records: 'nope' },
      { records: Array(101).fill(good) },
    ]) {
      const res = await send(s.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ done: 0, error: 'invalid_request' });
    }
    expect(await sessionsOf(s.id)).toBe(0);
    const u = await userRow(ctx, s.id);
    expect(u.points + u.exerciseCompleted).toBe(0);
    const results = await ctx.database.db
      .select()
      .from(taskResults)
      .where(eq(taskResults.userId, s.id));
    expect(results).toHaveLength(0);
  });

  it('answers 401 without a valid token and writes nothing', async () => {
    const s = await newStudent(ctx);
    expect((await send(undefined, { records: [record(s.id, 'a1', 10)] })).statusCode).toBe(401);
    expect((await send('forged', { records: [record(s.id, 'a1', 10)] })).statusCode).toBe(401);
    expect(await sessionsOf(s.id)).toBe(0);
  });

  it("counts the learning streak in days of the student's time zone (from the country), else UTC", async () => {
    const saved = ctx.clock.t;
    ctx.clock.t = Date.parse('2026-11-24T12:00:00Z');
    // 16:30 and 17:30 UTC on 22 Nov: the same day in UTC, 23:30 and 00:30 (two days) in Jakarta.
    const plays = (userId: string) => [
      record(userId, 'z1', 8, Date.parse('2026-11-22T16:30:00Z')),
      record(userId, 'z2', 8, Date.parse('2026-11-22T17:30:00Z')),
    ];
    const jakarta = await newStudent(ctx);
    await ctx.database.db.update(users).set({ country: 'ID' }).where(eq(users.id, jakarta.id));
    await send(jakarta.token, plays(jakarta.id));
    expect((await userRow(ctx, jakarta.id)).learningStreak).toBe(2);
    const utc = await newStudent(ctx);
    await send(utc.token, plays(utc.id));
    expect((await userRow(ctx, utc.id)).learningStreak).toBe(1);
    // A day without a play breaks the run; a play arriving late for a missed day mends it.
    await send(utc.token, [record(utc.id, 'z3', 8, Date.parse('2026-11-24T09:00:00Z'))]);
    expect((await userRow(ctx, utc.id)).learningStreak).toBe(1);
    await send(utc.token, [record(utc.id, 'z4', 8, Date.parse('2026-11-23T09:00:00Z'))]);
    expect((await userRow(ctx, utc.id)).learningStreak).toBe(3);
    ctx.clock.t = saved;
  });

  it('refuses a play no person could produce (implausible_timing), and stores nothing of it', async () => {
    const s = await newStudent(ctx);
    const fast = record(s.id, 'p1', 10);
    // Ten answers within 400 ms of the start.
    fast.timestamp_started = fast.timestamp_finished - 400;
    fast.answers = fast.answers.map((a, i) => ({
      ...a,
      timestamp_show: fast.timestamp_started + i * 40,
      timestamp_answered: fast.timestamp_started + (i + 1) * 40,
    }));
    const early = record(s.id, 'p2', 10);
    early.answers[3] = {
      ...early.answers[3]!,
      timestamp_answered: early.answers[3]!.timestamp_show - 5,
    };
    const res = await send(s.token, { records: [fast, early, record(s.id, 'p3', 2)] });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject([
      { session: 'p1', status: 'refused', code: 'implausible_timing' },
      { session: 'p2', status: 'refused', code: 'implausible_timing' },
      { session: 'p3', status: 'accepted' },
    ]);
    expect(res.json().results[1].message).toContain('answered before it was shown');
    expect(await sessionsOf(s.id)).toBe(1);
    expect((await userRow(ctx, s.id)).points).toBe(20);
  });

  it('stores at most MAX_NEW_PLAYS_PER_MINUTE new plays a minute; the rest is refused whole, then taken later', async () => {
    const s = await newStudent(ctx);
    const plays = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => record(s.id, `burst-${from + i}`, 1, at(from + i)));
    const first = await send(s.token, { records: plays(0, 100) });
    expect(first.statusCode).toBe(200);
    // A resend of stored plays is not new: it never counts against the budget.
    expect((await send(s.token, { records: plays(0, 100) })).statusCode).toBe(200);
    const over = await send(s.token, { records: plays(100, MAX_NEW_PLAYS_PER_MINUTE - 99) });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ done: 0, error: 'too_many_plays' });
    expect(over.headers['retry-after']).toBe('60');
    expect(await sessionsOf(s.id)).toBe(100);
    expect((await userRow(ctx, s.id)).points).toBe(1000);
    // Another student is not held back by this one.
    const other = await newStudent(ctx);
    expect((await send(other.token, { records: [record(other.id, 'o1', 3)] })).statusCode).toBe(
      200,
    );
    ctx.clock.advance(61_000);
    const later = await send(s.token, { records: plays(100, MAX_NEW_PLAYS_PER_MINUTE - 99) });
    expect(later.statusCode).toBe(200);
    expect(await sessionsOf(s.id)).toBe(MAX_NEW_PLAYS_PER_MINUTE + 1);
  });

  it('limits the batches a student sends per minute (429), per student', async () => {
    const s = await newStudent(ctx);
    const limit = ctx.app.config.finishPerMinute;
    for (let i = 0; i < limit; i++)
      expect((await send(s.token, { records: [] })).statusCode, `batch ${i + 1}`).toBe(200);
    const over = await send(s.token, { records: [] });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ done: 0, error: 'rate_limited' });
    const other = await newStudent(ctx);
    expect((await send(other.token, { records: [] })).statusCode).toBe(200);
  });

  it('applies a batch in two round trips to the database: one statement reads, one writes', async () => {
    const s = await newStudent(ctx, '127.0.0.2');
    // The first batch loads the catalogue into the process (course, task, chapters, missions);
    // it earns nothing, so no push runs in the background.
    expect((await send(s.token, { records: [record(s.id, 'rt0', 0)] })).statusCode).toBe(200);
    const user = await userRow(ctx, s.id);
    const sent = statementsSent(ctx);
    try {
      const batch = [record(s.id, 'rt1', 8), record(s.id, 'rt2', 5), record(s.id, 'rt0', 9, at(1))];
      const out = await ingestFinishRecords(ctx.database.db, user, batch, ctx.clock.now());
      expect(out.results.map((r) => r.status)).toEqual(['accepted', 'accepted', 'replaced']);
      expect(out.notification).toMatchObject({ kind: 'reward_earned', params: { points: 220 } });
      // Printed for issue 18's figures: statements sent for a batch of three records.
      console.info(`[${ctx.kind}] statements per finish batch of 3: ${sent.mock.calls.length}`);
      expect(sent.mock.calls.length).toBe(2);
    } finally {
      sent.mockRestore();
    }
    const u = await userRow(ctx, s.id);
    expect({ points: u.points, ex: u.exerciseCompleted }).toEqual({ points: 80 + 50 + 90, ex: 3 });
  });

  it('a reward for a student who never subscribed to push costs no look-up of subscriptions', async () => {
    const s = await newStudent(ctx, '127.0.0.3');
    expect((await send(s.token, { records: [record(s.id, 'np0', 0)] })).statusCode).toBe(200);
    const sent = statementsSent(ctx);
    try {
      const res = await send(s.token, { records: [record(s.id, 'np1', 8)] });
      expect(res.json()).toMatchObject({ total_rewards: { total_points: 80 } });
      // The push, were there one, starts before the answer: its look-up would be counted here.
      expect(sent.mock.calls.length).toBe(2);
    } finally {
      sent.mockRestore();
    }
  });

  it('an empty batch is a no-op success', async () => {
    const s = await newStudent(ctx);
    const res = await send(s.token, { records: [] });
    expect(res.json()).toMatchObject({
      iMessageCode: 1,
      total_rewards: { total_points: 0 },
      results: [],
    });
  });
});
