/**
 * minigame-finish takes a finish record as section 3 spells it: no chapter_id, no task_id, and
 * question_length may be left to its default of 10. The server finds the task from the record's
 * subject, minigame and answered questions, and refuses alone a record no single task fits.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { PlayableTask } from '@web-ed/engine';
import type { FinishRecord } from '@web-ed/schemas';
import { chapterProgress, finishRecords } from '../../db/schema';
import { describeEachDb } from '../../test/harness';
import { ENG, finishRecord, L, loadTask, newStudent, seedBeforeAll, userRow } from './test-support';

const FINISH = `${L}/minigame-finish`;

type Wire = Omit<FinishRecord, 'chapter_id' | 'task_id' | 'question_length'> &
  Partial<Pick<FinishRecord, 'chapter_id' | 'task_id' | 'question_length'>>;

/** The record without the fields section 3 does not list. */
function specShaped(r: FinishRecord, keep: ('chapter_id' | 'task_id')[] = []): Wire {
  const { chapter_id, task_id, question_length: _length, ...rest } = r;
  return {
    ...rest,
    ...(keep.includes('chapter_id') ? { chapter_id } : {}),
    ...(keep.includes('task_id') ? { task_id } : {}),
  };
}

describeEachDb('learning/minigame-finish: records in the shape of section 3', (ctx) => {
  seedBeforeAll(ctx);
  let first: PlayableTask;
  let second: PlayableTask;
  beforeAll(async () => {
    first = await loadTask(ctx, ENG.subject, 10111);
    second = await loadTask(ctx, ENG.subject, 10112);
  });
  const at = (minutes: number) => ctx.clock.t - 3_600_000 + minutes * 60_000;
  const play = (task: PlayableTask, userId: string, session: string, correct: number, m = 0) =>
    finishRecord(task, {
      userId,
      session,
      subjectId: ENG.subject,
      chapterId: ENG.chapter,
      correct,
      finishedAt: at(m),
    });
  const send = (token: string, payload: unknown) =>
    ctx.call({ method: 'POST', url: FINISH, token, payload: payload as object });
  const stored = async (userId: string, session: string) =>
    (
      await ctx.database.db
        .select({ taskId: finishRecords.taskId, chapterId: finishRecords.chapterId })
        .from(finishRecords)
        .where(and(eq(finishRecords.userId, userId), eq(finishRecords.session, session)))
    )[0];

  it('finds chapter and task from the answered questions, and applies the play as any other', async () => {
    const s = await newStudent(ctx);
    const res = await send(s.token, { records: [specShaped(play(first, s.id, 'spec-1', 8))] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      bDone: true,
      iMessageCode: 1,
      total_rewards: { total_points: 80, total_diamond: 3 },
      results: [
        {
          session: 'spec-1',
          task_id: 10111,
          status: 'accepted',
          points: 80,
          is_complete: true,
          chapter_progress: 20,
        },
      ],
    });
    expect(await stored(s.id, 'spec-1')).toEqual({ taskId: 10111, chapterId: ENG.chapter });
    const [progress] = await ctx.database.db
      .select()
      .from(chapterProgress)
      .where(and(eq(chapterProgress.userId, s.id), eq(chapterProgress.chapterId, ENG.chapter)));
    expect(progress).toMatchObject({ progress: 20 });
    // The same play sent again in the engine's shape is the same session: a duplicate.
    const again = await send(s.token, play(first, s.id, 'spec-1', 8));
    expect(again.json().results[0]).toMatchObject({ status: 'duplicate', task_id: 10111 });
    expect((await userRow(ctx, s.id)).points).toBe(80);
  });

  it('takes what the record names: a task without its chapter, a chapter without its task', async () => {
    const s = await newStudent(ctx);
    const res = await send(s.token, [
      specShaped(play(second, s.id, 'spec-task', 3, 1), ['task_id']),
      specShaped(play(second, s.id, 'spec-chapter', 3, 2), ['chapter_id']),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toMatchObject([
      { session: 'spec-task', task_id: 10112, status: 'accepted' },
      { session: 'spec-chapter', task_id: 10112, status: 'accepted' },
    ]);
    expect(await stored(s.id, 'spec-task')).toEqual({ taskId: 10112, chapterId: ENG.chapter });
  });

  it('refuses alone, in its place, a record no single task fits; the rest of the batch is applied', async () => {
    const s = await newStudent(ctx);
    const mixed = specShaped(play(first, s.id, 'spec-mixed', 2, 3));
    mixed.answers = [
      ...mixed.answers.slice(0, 2),
      ...play(second, s.id, 'x', 0).answers.slice(0, 1),
    ];
    const wrongChapter = { ...specShaped(play(first, s.id, 'spec-wrong', 2, 4)), chapter_id: 1012 };
    const wrongGame = { ...specShaped(play(first, s.id, 'spec-game', 2, 5)), minigame_id: 7 };
    // An unsent incomplete brain battle goes with empty answers: two battles fit.
    const emptyBattle: Wire = {
      ...specShaped(play(first, s.id, 'spec-battle', 0, 6)),
      subject_id: 107,
      minigame_id: 7,
      answers: [],
      is_complete: false,
      points: 0,
    };
    const res = await send(s.token, {
      records: [
        mixed,
        specShaped(play(first, s.id, 'spec-good', 5, 7)),
        wrongChapter,
        wrongGame,
        emptyBattle,
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.iMessageCode).toBe(1);
    expect(body.results).toMatchObject([
      { session: 'spec-mixed', task_id: null, status: 'refused', code: 'unknown_task' },
      { session: 'spec-good', task_id: 10111, status: 'accepted', points: 50 },
      { session: 'spec-wrong', task_id: null, status: 'refused', code: 'unknown_task' },
      { session: 'spec-game', task_id: null, status: 'refused', code: 'unknown_task' },
      { session: 'spec-battle', task_id: null, status: 'refused', code: 'unknown_task' },
    ]);
    expect(body.results[0].message).toMatch(/send chapter_id and task_id/);
    expect(body.total_rewards.total_points).toBe(50);
    for (const session of ['spec-mixed', 'spec-wrong', 'spec-game', 'spec-battle'])
      expect(await stored(s.id, session)).toBeUndefined();
    // Named, the brain battle is found and stored (incomplete, no points).
    const named = await send(s.token, { ...emptyBattle, task_id: 10711 });
    expect(named.json().results[0]).toMatchObject({ task_id: 10711, status: 'accepted' });
    expect(await stored(s.id, 'spec-battle')).toEqual({ taskId: 10711, chapterId: 1071 });
  });

  it('still refuses a malformed record with 400 (the schema is the same but for the two ids)', async () => {
    const s = await newStudent(ctx);
    const good = specShaped(play(first, s.id, 'spec-400', 1));
    const { session: _session, ...noSession } = good;
    for (const bad of [
      noSession,
      { ...good, task_id: 0 },
      { ...good, chapter_id: 'x' },
      { ...good, extra: 1 },
      { ...good, answers: [{ question_id: 'eng-1-1-01' }] },
    ]) {
      const res = await send(s.token, { records: [bad] });
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request', iMessageCode: 3 });
    }
    expect(await stored(s.id, 'spec-400')).toBeUndefined();
  });

  it('the OpenAPI document still builds with the relaxed record schema', async () => {
    const res = await ctx.call({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty([`${L}/minigame-finish`]);
  });
});
