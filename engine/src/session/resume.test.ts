import { describe, expect, it } from 'vitest';
import { registry } from '@web-ed/plugins';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import { loadContent, tasksOf, type PlayableTask } from '../content/loader';
import { mcqQuestion, sampleTask } from '../testing/sample-content';
import {
  advance,
  answerCurrent,
  showCurrent,
  skipCurrent,
  startSession,
  summarise,
  toFinishRecord,
  type PlaySession,
} from './play-session';
import { answeredCount, newAnswers, playLength, resumeSession, type ResumeContext } from './resume';

function playable(count: number, extra: Record<string, unknown> = {}): PlayableTask {
  const r = loadContent({ ...sampleTask(7, count), ...extra }, validatingRegistry);
  return tasksOf(r.content!)[0]!.task;
}

const start = (task: PlayableTask) =>
  startSession({
    sessionId: 's-1',
    userId: 'u-1',
    subjectId: 101,
    subjectVersion: 3,
    chapterId: 11,
    task,
    lang: 'en',
    now: 1_000,
  });

const ctx = (task: PlayableTask): ResumeContext => ({
  task,
  registry,
  userId: 'u-1',
  subjectId: 101,
  chapterId: 11,
  lang: 'en',
});

/** Answers the first `n` questions ('b' is right, 'a' wrong), as the Player does. */
function playHalf(task: PlayableTask, answers: string[]): PlaySession {
  let s = start(task);
  for (const [i, given] of answers.entries()) {
    const q = task.questions.find((x) => x.id === s.order[s.index])!;
    s = showCurrent(s, 2_000 + i * 1_000);
    s =
      given === 'skip'
        ? skipCurrent(s, 2_500 + i * 1_000, q, registry)
        : answerCurrent(s, [given], 2_500 + i * 1_000, q, registry).session;
    s = advance(s, 2_600 + i * 1_000);
  }
  return s;
}

/** What a store gives back: plain JSON. */
const roundTrip = (s: unknown): unknown => JSON.parse(JSON.stringify(s));

describe('resumeSession', () => {
  it('takes back a half-done play: same session, answers and verdicts, at the next question', () => {
    const task = playable(4);
    const half = playHalf(task, ['b', 'a']);
    const back = resumeSession(roundTrip(half), ctx(task));
    expect(back).toEqual(half);
    expect(back!.sessionId).toBe('s-1');
    expect(back!.index).toBe(2);
    expect(answeredCount(back!)).toBe(2);
    expect(back!.answers['q7-1']!.isCorrect).toBe(true);
    expect(back!.answers['q7-2']!.isCorrect).toBe(false);
  });

  it('finishing the resumed play gives the record the uninterrupted play would have', () => {
    const task = playable(3);
    const finishFrom = (s: PlaySession) => {
      let t = s;
      for (let i = t.index; i < t.order.length; i++) {
        const q = task.questions.find((x) => x.id === t.order[t.index])!;
        t = answerCurrent(t, ['b'], 9_000 + i, q, registry).session;
        t = advance(t, 9_100 + i);
      }
      const summary = summarise(t, new Map(task.questions.map((q) => [q.id, q])), registry);
      return toFinishRecord(t, summary.points, { now: 10_000, isCompleteChapter: false });
    };
    const half = playHalf(task, ['b']);
    const resumed = resumeSession(roundTrip(half), ctx(task))!;
    const record = finishFrom(resumed);
    expect(record).toEqual(finishFrom(half));
    expect(record.session).toBe('s-1');
    expect(record.is_complete).toBe(true);
    expect(record.answers.map((a) => a.answer)).toEqual([['b'], ['b'], ['b']]);
  });

  it('keeps skips, and a question answered but not yet left (its feedback shows again)', () => {
    const task = playable(3);
    let s = playHalf(task, ['skip']);
    s = answerCurrent(s, ['a'], 5_000, task.questions[1]!, registry).session;
    const back = resumeSession(roundTrip(s), ctx(task))!;
    expect(back.index).toBe(1);
    expect(back.answers['q7-1']).toMatchObject({ skipped: true, answer: [], isCorrect: false });
    expect(back.answers['q7-2']).toMatchObject({ answer: ['a'], isCorrect: false });
  });

  it("judges the answers again with today's content", () => {
    const task = playable(3);
    const half = playHalf(task, ['a']);
    const fixed = loadContent(
      {
        ...sampleTask(7, 3),
        questions: [mcqQuestion('q7-1', ['a']), mcqQuestion('q7-2'), mcqQuestion('q7-3')],
      },
      validatingRegistry,
    );
    const now = tasksOf(fixed.content!)[0]!.task;
    expect(resumeSession(roundTrip(half), ctx(now))!.answers['q7-1']!.isCorrect).toBe(true);
  });

  it('refuses what does not fit: another student, task, course or chapter; finished; changed length', () => {
    const task = playable(4);
    const half = roundTrip(playHalf(task, ['b'])) as Record<string, unknown>;
    expect(resumeSession(half, { ...ctx(task), userId: 'u-2' })).toBeNull();
    expect(resumeSession(half, { ...ctx(task), subjectId: 102 })).toBeNull();
    expect(resumeSession(half, { ...ctx(task), chapterId: 12 })).toBeNull();
    expect(resumeSession(half, { ...ctx(task), lang: 'id' })).toBeNull();
    expect(resumeSession(half, ctx({ ...task, id: 8 }))).toBeNull();
    expect(resumeSession({ ...half, finishedAt: 9_000 }, ctx(task))).toBeNull();
    expect(resumeSession(half, ctx({ ...task, question_length: 3 }))).toBeNull();
    expect(resumeSession(half, ctx(playable(5)))).toBeNull();
  });

  it('refuses a question no longer in the task, gaps, and malformed snapshots', () => {
    const task = playable(4);
    const half = roundTrip(playHalf(task, ['b', 'b'])) as PlaySession;
    const bad: unknown[] = [
      null,
      'x',
      [],
      { ...half, sessionId: '' },
      { ...half, order: [...half.order.slice(0, 3), 'gone'] },
      { ...half, order: [half.order[0], half.order[0], half.order[2], half.order[3]] },
      { ...half, index: 4 },
      { ...half, index: -1 },
      { ...half, index: 3 }, // question 3 not answered, but before the current one
      { ...half, index: 0 }, // question 2 answered, but after the current one
      { ...half, startedAt: 'then' },
      { ...half, lang: 'fr' },
      { ...half, answers: { ...half.answers, 'q7-1': { ...half.answers['q7-1'], answer: [1] } } },
      {
        ...half,
        answers: { ...half.answers, 'q7-1': { ...half.answers['q7-1'], answeredAt: 1_500 } },
      },
      {
        ...half,
        answers: { ...half.answers, 'q7-1': { ...half.answers['q7-1'], answer: ['zzz'] } },
      },
    ];
    for (const b of bad) expect(resumeSession(b, ctx(task))).toBeNull();
  });

  it('plays as long as the task says (question_length, default 10)', () => {
    expect(playLength(playable(12))).toBe(10);
    expect(playLength(playable(4, { question_length: 2 }))).toBe(2);
  });
});

describe('newAnswers', () => {
  it('lists what was answered or skipped since the last step, once', () => {
    const task = playable(4);
    const one = playHalf(task, ['b']);
    const two = playHalf(task, ['b', 'skip']);
    expect(newAnswers(null, one)).toEqual([{ questionId: 'q7-1', answer: ['b'] }]);
    expect(newAnswers(one, two)).toEqual([{ questionId: 'q7-2', answer: [] }]);
    expect(newAnswers(two, two)).toEqual([]);
    // Another play is new from its start.
    expect(newAnswers({ ...one, sessionId: 'other' }, two)).toHaveLength(2);
  });
});
