import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { registry } from '@web-ed/plugins';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import { loadContent, tasksOf, type PlayableTask } from '../content/loader';
import type { PlayableQuestion } from '../plugins/plugin';
import { sampleTask } from '../testing/sample-content';
import {
  advance,
  answerCurrent,
  currentQuestionId,
  isComplete,
  isVoided,
  SessionError,
  showCurrent,
  shuffled,
  skipCurrent,
  startSession,
  stopSession,
  summarise,
  toFinishRecord,
  type PlaySession,
} from './play-session';

function playable(count: number, extra: Partial<PlayableTask> = {}): PlayableTask {
  const r = loadContent({ ...sampleTask(7, count), ...extra }, validatingRegistry);
  return tasksOf(r.content!)[0]!.task;
}

function start(task: PlayableTask, now = 1_000, random?: () => number): PlaySession {
  return startSession({
    sessionId: 's-1',
    userId: 'u-1',
    subjectId: 101,
    subjectVersion: 3,
    chapterId: 11,
    task,
    lang: 'en',
    now,
    ...(random ? { random } : {}),
  });
}

function questionMap(task: PlayableTask): Map<string, PlayableQuestion> {
  return new Map(task.questions.map((q) => [q.id, q]));
}

describe('play session', () => {
  it('plays questions in content order, limited to question_length (default 10)', () => {
    expect(start(playable(12)).order).toHaveLength(10);
    expect(start(playable(4)).order).toEqual(['q7-1', 'q7-2', 'q7-3', 'q7-4']);
    expect(start(playable(6, { question_length: 3 })).order).toEqual(['q7-1', 'q7-2', 'q7-3']);
  });

  it('shuffles with the injected random source only when the task asks for it', () => {
    const reverse = () => 0;
    expect(start(playable(4), 0, reverse).order).toEqual(['q7-1', 'q7-2', 'q7-3', 'q7-4']);
    expect(start(playable(4, { shuffle: true }), 0, reverse).order).toEqual([
      'q7-2',
      'q7-3',
      'q7-4',
      'q7-1',
    ]);
  });

  it('stamps show and answer times, keeps the first show, and scores for feedback', () => {
    const task = playable(2);
    let s = start(task, 1_000);
    s = showCurrent(s, 1_500);
    s = showCurrent(s, 1_900);
    const r = answerCurrent(s, ['b'], 2_000, task.questions[0]!, registry);
    expect(r.score).toEqual({ kind: 'points', earned: 1, total: 1 });
    expect(r.session.answers['q7-1']).toMatchObject({
      shownAt: 1_500,
      answeredAt: 2_000,
      isCorrect: true,
      expected: ['b'],
    });
  });

  it('does not record an invalid (empty) answer as an attempt', () => {
    const task = playable(2);
    const s = start(task);
    const r = answerCurrent(s, [], 2_000, task.questions[0]!, registry);
    expect(r.score.kind).toBe('invalid');
    expect(r.session).toBe(s);
  });

  it('refuses a second answer, or an answer to a question that is not current', () => {
    const task = playable(2);
    const s = answerCurrent(start(task), ['a'], 2_000, task.questions[0]!, registry).session;
    expect(() => answerCurrent(s, ['b'], 2_100, task.questions[0]!, registry)).toThrow(
      SessionError,
    );
    expect(() => answerCurrent(start(task), ['b'], 2_100, task.questions[1]!, registry)).toThrow(
      /current question/,
    );
  });

  it('finishes after the last question and produces every field of the finish record', () => {
    const task = playable(3);
    let s = start(task, 1_000);
    s = answerCurrent(showCurrent(s, 1_100), ['b'], 1_200, task.questions[0]!, registry).session;
    s = advance(s, 1_300);
    s = skipCurrent(showCurrent(s, 1_400), 1_500, task.questions[1]!, registry);
    s = advance(s, 1_600);
    s = answerCurrent(showCurrent(s, 1_700), ['a'], 1_800, task.questions[2]!, registry).session;
    s = advance(s, 1_900);
    expect(currentQuestionId(s)).toBeNull();
    expect(isComplete(s)).toBe(true);
    const sum = summarise(s, questionMap(task), registry);
    expect(sum).toMatchObject({ earned: 1, total: 3, points: 10, stars: 1 });
    const rec = toFinishRecord(s, sum.points, { now: 5_000, isCompleteChapter: false });
    expect(rec).toEqual({
      answers: [
        {
          question_id: 'q7-1',
          answer: ['b'],
          expected_answer: ['b'],
          is_correct: true,
          is_skipped: false,
          timestamp_answered: 1_200,
          timestamp_show: 1_100,
        },
        {
          question_id: 'q7-2',
          answer: [],
          expected_answer: ['b'],
          is_correct: false,
          is_skipped: true,
          timestamp_answered: 1_500,
          timestamp_show: 1_400,
        },
        {
          question_id: 'q7-3',
          answer: ['a'],
          expected_answer: ['b'],
          is_correct: false,
          is_skipped: false,
          timestamp_answered: 1_800,
          timestamp_show: 1_700,
        },
      ],
      app_version: '3.2.0',
      minigame_id: 29,
      difficulty_level: 1,
      timestamp_started: 1_000,
      timestamp_finished: 1_900,
      points: 10,
      identifier: 'u-1',
      subject_id: 101,
      chapter_id: 11,
      task_id: 7,
      is_complete: true,
      is_complete_chapter: false,
      is_sent: false,
      question_length: 3,
      session: 's-1',
      subject_version: 3,
    });
  });

  it('keeps never-answered questions in a stopped play with a null answer time', () => {
    const task = playable(3);
    let s = answerCurrent(start(task), ['b'], 1_200, task.questions[0]!, registry).session;
    s = stopSession(s, 2_000);
    const rec = toFinishRecord(s, 10, { now: 3_000, isCompleteChapter: false });
    expect(rec.is_complete).toBe(false);
    expect(rec.timestamp_finished).toBe(2_000);
    expect(rec.answers.map((a) => a.timestamp_answered)).toEqual([1_200, null, null]);
    expect(() => showCurrent(s, 2_100)).toThrow(/play is over/);
  });

  it('writes an unfinished play with no answers nor points when its plugin voids it, a finished one in full', () => {
    const task = playable(2);
    let s = answerCurrent(start(task), ['b'], 1_200, task.questions[0]!, registry).session;
    const stopped = stopSession(s, 2_000);
    const opts = { now: 3_000, isCompleteChapter: false, voidIfUnfinished: true };
    expect(isVoided(stopped, true)).toBe(true);
    expect(isVoided(stopped, undefined)).toBe(false);
    expect(toFinishRecord(stopped, 10, opts)).toMatchObject({ answers: [], points: 0 });
    expect(toFinishRecord(stopped, 10, { ...opts, voidIfUnfinished: false }).points).toBe(10);
    s = answerCurrent(advance(s, 1_300), ['b'], 1_500, task.questions[1]!, registry).session;
    s = advance(s, 1_600);
    expect(isVoided(s, true)).toBe(false);
    expect(toFinishRecord(s, 20, opts)).toMatchObject({ points: 20 });
    expect(toFinishRecord(s, 20, opts).answers).toHaveLength(2);
  });

  it('a forced-correct skip counts as correct', () => {
    const task = playable(1);
    const s = skipCurrent(start(task), 1_500, task.questions[0]!, registry, true);
    expect(s.answers['q7-1']).toMatchObject({
      skipped: true,
      forcedCorrect: true,
      isCorrect: true,
    });
    expect(
      toFinishRecord(s, 10, { now: 2_000, isCompleteChapter: false }).answers[0]!.forced_correct,
    ).toBe(true);
  });
});

describe('shuffled', () => {
  it('is a permutation for any random source', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer()),
        fc.infiniteStream(fc.double({ min: 0, max: 0.999999, noNaN: true })),
        (items, stream) => {
          const it = stream[Symbol.iterator]();
          const out = shuffled(items, () => it.next().value as number);
          expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
        },
      ),
    );
  });
});
