import { describe, expect, it } from 'vitest';
import type { PlayableQuestion, PlayableTask } from '@web-ed/engine';
import { registry } from '@web-ed/plugins';
import {
  currentQuestion,
  feedbackOf,
  initPlayState,
  playReducer,
  type PlayAction,
  type PlayState,
} from './play-state';

const mcq = (id: string, answers: string[], explanation?: string): PlayableQuestion => ({
  id,
  type: 29,
  schemaVersion: 1,
  content: {
    prompt: `Question ${id}`,
    options: [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
      { id: 'c', text: 'C' },
    ],
    answers,
    ...(explanation ? { explanation } : {}),
  },
});

const task: PlayableTask = {
  id: 7,
  title: 'Test task',
  minigame_id: 29,
  questions: [mcq('q1', ['a'], 'Because A.'), mcq('q2', ['b', 'c']), mcq('q3', ['c'])],
};

function start(t: PlayableTask = task): PlayState {
  return initPlayState({
    sessionId: 'session-1',
    userId: 'user-1',
    subjectId: 3,
    subjectVersion: 2,
    chapterId: 5,
    task: t,
    lang: 'en',
    now: 1000,
    registry,
    isCompleteChapter: false,
  });
}

const run = (state: PlayState, ...actions: PlayAction[]) => actions.reduce(playReducer, state);

describe('playReducer', () => {
  it('stamps the show time and records a correct answer with feedback from the engine', () => {
    const s = run(
      start(),
      { type: 'shown', questionId: 'q1', now: 1100 },
      { type: 'answered', questionId: 'q1', answer: ['a'], now: 1500 },
    );
    expect(s.session.answers.q1).toMatchObject({
      shownAt: 1100,
      answeredAt: 1500,
      isCorrect: true,
    });
    expect(feedbackOf(s)).toEqual({
      correct: true,
      expected: ['a'],
      given: ['a'],
      explanation: 'Because A.',
    });
  });

  it('keeps an incomplete answer out of the record and lets the student answer again', () => {
    let s = run(
      start(),
      { type: 'next', now: 1 },
      { type: 'answered', questionId: 'q1', answer: ['a'], now: 2 },
    );
    s = run(
      s,
      { type: 'next', now: 3 },
      { type: 'answered', questionId: 'q2', answer: ['b'], now: 4 },
    );
    expect(s.incomplete).toBe(true);
    expect(s.session.answers.q2?.answeredAt).toBeNull();
    expect(feedbackOf(s)).toBeNull();
    s = run(s, { type: 'answered', questionId: 'q2', answer: ['b', 'c'], now: 5 });
    expect(s.incomplete).toBe(false);
    expect(feedbackOf(s)).toMatchObject({ correct: true, expected: ['b', 'c'] });
  });

  it('does not move on before the question is answered', () => {
    const s = run(start(), { type: 'next', now: 5 });
    expect(s.session.index).toBe(0);
  });

  it('ignores events for another question and a second answer', () => {
    let s = run(start(), { type: 'answered', questionId: 'q2', answer: ['b', 'c'], now: 5 });
    expect(s.session.answers.q2?.answeredAt).toBeNull();
    s = run(
      s,
      { type: 'answered', questionId: 'q1', answer: ['b'], now: 6 },
      { type: 'answered', questionId: 'q1', answer: ['a'], now: 7 },
    );
    expect(s.session.answers.q1).toMatchObject({ answer: ['b'], isCorrect: false, answeredAt: 6 });
  });

  it('moves straight on after a skip', () => {
    const s = run(start(), { type: 'skipped', questionId: 'q1', now: 9 });
    expect(s.session.index).toBe(1);
    expect(s.session.answers.q1).toMatchObject({ skipped: true, isCorrect: false, answeredAt: 9 });
  });

  it('finishes with the engine summary and finish record', () => {
    const s = run(
      start(),
      { type: 'shown', questionId: 'q1', now: 1100 },
      { type: 'answered', questionId: 'q1', answer: ['a'], now: 1200 },
      { type: 'next', now: 1300 },
      { type: 'shown', questionId: 'q2', now: 1300 },
      { type: 'answered', questionId: 'q2', answer: ['c', 'b'], now: 1400 },
      { type: 'next', now: 1500 },
      { type: 'skipped', questionId: 'q3', now: 1600 },
    );
    expect(s.result?.summary).toMatchObject({ earned: 2, total: 3, points: 20, stars: 2 });
    expect(s.result?.record).toMatchObject({
      session: 'session-1',
      identifier: 'user-1',
      subject_id: 3,
      subject_version: 2,
      chapter_id: 5,
      task_id: 7,
      minigame_id: 29,
      points: 20,
      question_length: 3,
      is_complete: true,
      timestamp_started: 1000,
      timestamp_finished: 1600,
    });
    expect(
      s.result?.record.answers.map((a) => [a.question_id, a.is_correct, a.is_skipped]),
    ).toEqual([
      ['q1', true, false],
      ['q2', true, false],
      ['q3', false, true],
    ]);
  });

  it('passes a question no plugin can show without scoring it', () => {
    const unknown: PlayableQuestion = { id: 'x1', type: 999, schemaVersion: 1, content: {} };
    const s = run(start({ ...task, questions: [unknown, mcq('q1', ['a'])] }), {
      type: 'skipped',
      questionId: 'x1',
      now: 5,
    });
    expect(s.session.index).toBe(1);
    expect(s.session.answers.x1?.answeredAt).toBeNull();
  });

  it('ends a timed round early: the record is incomplete and unanswered questions stay open', () => {
    const s = run(
      start(),
      { type: 'shown', questionId: 'q1', now: 1100 },
      { type: 'answered', questionId: 'q1', answer: ['a'], now: 1200 },
      { type: 'next', now: 1300 },
      { type: 'shown', questionId: 'q2', now: 1300 },
      { type: 'timeUp', now: 61_000 },
    );
    expect(s.result?.timedOut).toBe(true);
    expect(s.result?.voided).toBe(false);
    expect(s.result?.summary).toMatchObject({ earned: 1, total: 3, points: 10 });
    expect(s.result?.record).toMatchObject({
      is_complete: false,
      points: 10,
      timestamp_finished: 61_000,
    });
    expect(s.result?.record.answers.map((a) => [a.question_id, a.timestamp_answered])).toEqual([
      ['q1', 1200],
      ['q2', null],
      ['q3', null],
    ]);
    expect(currentQuestion(s)).toBeNull();
  });

  it('ignores a late time-up once the play is over', () => {
    const done = run(
      start({ ...task, questions: [mcq('q1', ['a'])] }),
      { type: 'answered', questionId: 'q1', answer: ['a'], now: 2 },
      { type: 'next', now: 3 },
    );
    expect(done.result?.timedOut).toBe(false);
    expect(run(done, { type: 'timeUp', now: 4 })).toBe(done);
  });
});

describe('playReducer, a brain battle round (answers not judged)', () => {
  const item = (id: string, forced?: boolean): PlayableQuestion => ({
    id,
    type: 7,
    schemaVersion: 1,
    content: {
      prompt: `${id}: 2 + 2`,
      options: [
        { id: 'a', text: '3' },
        { id: 'b', text: '4' },
      ],
      answers: ['b'],
      ...(forced === undefined ? {} : { forced_correct_on_skip: forced }),
    },
  });
  const round: PlayableTask = {
    id: 71,
    title: 'Sprint',
    minigame_id: 7,
    time_limit_seconds: 60,
    question_length: 4,
    questions: [item('b1'), item('b2'), item('b3', false), item('b4', true)],
  };

  it('moves straight on after a tap: no feedback screen, no verdict in the record', () => {
    let s = run(start(round), { type: 'answered', questionId: 'b1', answer: ['b'], now: 10 });
    expect(s.session.index).toBe(1);
    expect(feedbackOf(s)).toBeNull();
    s = run(s, { type: 'answered', questionId: 'b2', answer: ['a'], now: 20 });
    expect(s.session.index).toBe(2);
    expect(s.session.answers.b1).toMatchObject({ isCorrect: null, answeredAt: 10 });
    expect(s.session.answers.b2).toMatchObject({ isCorrect: null, answeredAt: 20 });
  });

  it('gives a skip the forced value its item sets, and none otherwise', () => {
    const s = run(
      start(round),
      { type: 'skipped', questionId: 'b1', now: 10 },
      { type: 'skipped', questionId: 'b2', now: 20 },
      { type: 'skipped', questionId: 'b3', now: 30 },
      { type: 'skipped', questionId: 'b4', now: 40 },
    );
    const answers = s.result?.record.answers ?? [];
    expect(answers.map((a) => [a.question_id, a.is_correct, a.forced_correct])).toEqual([
      ['b1', null, undefined],
      ['b2', null, undefined],
      ['b3', false, false],
      ['b4', true, true],
    ]);
    expect(s.result?.summary).toMatchObject({ earned: 1, points: 10 });
  });

  it('scores the whole round: points for right taps, complete when every item is done', () => {
    const s = run(
      start(round),
      { type: 'answered', questionId: 'b1', answer: ['b'], now: 10 },
      { type: 'answered', questionId: 'b2', answer: ['b'], now: 20 },
      { type: 'answered', questionId: 'b3', answer: ['a'], now: 30 },
      { type: 'answered', questionId: 'b4', answer: ['b'], now: 40 },
    );
    expect(s.result?.timedOut).toBe(false);
    expect(s.result?.record).toMatchObject({ minigame_id: 7, is_complete: true, points: 30 });
    expect(s.result?.record.answers.every((a) => a.is_correct === null)).toBe(true);
  });

  it('times out into an incomplete record', () => {
    const s = run(
      start(round),
      { type: 'answered', questionId: 'b1', answer: ['b'], now: 10 },
      { type: 'timeUp', now: 60_000 },
    );
    // The plugin's voidIfUnfinished: the match is void, the server hears of it but scores nothing,
    // and the result says so rather than showing the points of the taps so far.
    expect(s.result?.record).toMatchObject({ minigame_id: 7, is_complete: false, points: 0 });
    expect(s.result?.record.answers).toEqual([]);
    expect(s.result?.voided).toBe(true);
    expect(s.result?.summary).toMatchObject({ earned: 1, points: 0, stars: 0 });
  });
});
