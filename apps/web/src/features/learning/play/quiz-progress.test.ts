import { describe, expect, it } from 'vitest';
import { registry } from '@web-ed/plugins';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import {
  advance,
  answerCurrent,
  loadContent,
  resumeSession,
  startSession,
  tasksOf,
  type PlaySession,
} from '@web-ed/engine';
import {
  dropAllProgress,
  dropProgress,
  keepProgress,
  progressOf,
  QUIZ_PROGRESS_KEY,
  QUIZ_PROGRESS_MAX,
  QUIZ_PROGRESS_MAX_AGE_MS,
  tasksInProgress,
} from './quiz-progress';

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

const mcq = (id: string) => ({
  id,
  type: 29,
  schemaVersion: 1,
  content: {
    prompt: `Pick b (${id})`,
    options: [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
    ],
    answers: ['b'],
  },
});

function task(id: number) {
  const r = loadContent(
    { id, title: `Task ${id}`, minigame_id: 29, questions: [mcq(`q${id}-1`), mcq(`q${id}-2`)] },
    validatingRegistry,
  );
  return tasksOf(r.content!)[0]!.task;
}

function play(taskId: number, answered: number, userId = 'u-1', chapterId = 11): PlaySession {
  const t = task(taskId);
  let s = startSession({
    sessionId: `s-${taskId}-${userId}`,
    userId,
    subjectId: 101,
    subjectVersion: 1,
    chapterId,
    task: t,
    lang: 'en',
    now: 1_000,
  });
  for (let i = 0; i < answered; i++) {
    s = answerCurrent(s, ['b'], 2_000 + i, t.questions[i]!, registry).session;
    s = advance(s, 2_100 + i);
  }
  return s;
}

describe('quiz progress on the device', () => {
  it('keeps a half-done play and gives it back for the engine to resume', () => {
    const kv = memory();
    keepProgress(kv, play(1, 1), 5_000);
    const saved = progressOf(kv, 'u-1', 1, 6_000);
    const back = resumeSession(saved, {
      task: task(1),
      registry,
      userId: 'u-1',
      subjectId: 101,
      chapterId: 11,
      lang: 'en',
    });
    expect(back?.sessionId).toBe('s-1-u-1');
    expect(back?.index).toBe(1);
    expect(tasksInProgress(kv, 'u-1', 101, 11, 6_000)).toEqual([1]);
    expect(tasksInProgress(kv, 'u-1', 101, 12, 6_000)).toEqual([]);
  });

  it('keeps nothing for a play with no answer, and forgets a finished one', () => {
    const kv = memory();
    keepProgress(kv, play(1, 0), 5_000);
    expect(kv.data.has(QUIZ_PROGRESS_KEY)).toBe(false);
    keepProgress(kv, play(1, 1), 5_000);
    keepProgress(kv, play(1, 2), 5_100); // the last answer moves past the end: finished
    expect(progressOf(kv, 'u-1', 1, 5_200)).toBeNull();
  });

  it('is per student and task, newest first, at most QUIZ_PROGRESS_MAX, none too old', () => {
    const kv = memory();
    keepProgress(kv, play(1, 1, 'u-1'), 1_000);
    keepProgress(kv, play(1, 1, 'u-2'), 2_000);
    keepProgress(kv, play(2, 1, 'u-1'), 3_000);
    expect(tasksInProgress(kv, 'u-1', 101, 11, 4_000)).toEqual([2, 1]);
    expect(progressOf(kv, 'u-2', 2, 4_000)).toBeNull();
    expect(progressOf(kv, 'u-1', 1, 1_000 + QUIZ_PROGRESS_MAX_AGE_MS)).toBeNull();
    for (let i = 10; i < 10 + QUIZ_PROGRESS_MAX + 5; i++) keepProgress(kv, play(i, 1), 5_000 + i);
    expect(JSON.parse(kv.data.get(QUIZ_PROGRESS_KEY)!)).toHaveLength(QUIZ_PROGRESS_MAX);
    expect(progressOf(kv, 'u-1', 10 + QUIZ_PROGRESS_MAX + 4, 6_000)).not.toBeNull();
  });

  it('forgets one play, or all of a student (reset), and survives a broken store', () => {
    const kv = memory();
    keepProgress(kv, play(1, 1, 'u-1'), 1_000);
    keepProgress(kv, play(2, 1, 'u-1'), 1_000);
    keepProgress(kv, play(1, 1, 'u-2'), 1_000);
    dropProgress(kv, 'u-1', 1, 2_000);
    expect(tasksInProgress(kv, 'u-1', 101, 11, 2_000)).toEqual([2]);
    dropAllProgress(kv, 'u-1', 2_000);
    expect(tasksInProgress(kv, 'u-1', 101, 11, 2_000)).toEqual([]);
    expect(tasksInProgress(kv, 'u-2', 101, 11, 2_000)).toEqual([1]);
    kv.data.set(QUIZ_PROGRESS_KEY, '{not json');
    expect(progressOf(kv, 'u-2', 1, 2_000)).toBeNull();
    keepProgress(kv, play(1, 1, 'u-2'), 3_000);
    expect(progressOf(kv, 'u-2', 1, 3_000)).not.toBeNull();
  });
});
