/**
 * One play of a task, as a pure state machine: question order, show and answer timestamps,
 * skips, the play's length, and the finish record it produces. Time and randomness are
 * arguments, so the same play replays identically in tests and on the server.
 */
import type { FinishAnswer, FinishRecord, Lang } from '@web-ed/schemas';
import { APP_VERSION, DEFAULT_QUESTION_LENGTH } from '../constants';
import type { PlayableTask } from '../content/loader';
import type { PlayableQuestion, Score } from '../plugins/plugin';
import type { PluginRegistry } from '../plugins/registry';
import { scoreAnswer, scorePlay, type PlayScore } from '../scoring/score-answers';

export interface SessionInit {
  sessionId: string;
  userId: string;
  subjectId: number;
  subjectVersion: number;
  chapterId: number;
  task: PlayableTask;
  lang: Lang;
  now: number;
  /** Uniform in [0, 1); used only when the task shuffles. */
  random?: () => number;
  appVersion?: string;
}

export interface AnswerState {
  shownAt: number | null;
  answeredAt: number | null;
  answer: string[];
  skipped: boolean;
  forcedCorrect?: boolean;
  /** Feedback for the student; the server scores again on its own. */
  score: Score | null;
  isCorrect: boolean | null;
  expected: string[];
}

export interface PlaySession {
  sessionId: string;
  userId: string;
  subjectId: number;
  subjectVersion: number;
  chapterId: number;
  taskId: number;
  minigameId: number;
  difficultyLevel: number;
  lang: Lang;
  appVersion: string;
  /** Question ids in the order this play shows them; its length is the play's length. */
  order: string[];
  index: number;
  answers: Record<string, AnswerState>;
  startedAt: number;
  finishedAt: number | null;
}

export class SessionError extends Error {
  override name = 'SessionError';
}

/** Fisher-Yates with an injected random source. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A question not answered (nor skipped) yet, shown at `shownAt` (null: not yet). */
export function unanswered(shownAt: number | null): AnswerState {
  return {
    shownAt,
    answeredAt: null,
    answer: [],
    skipped: false,
    score: null,
    isCorrect: null,
    expected: [],
  };
}

export function startSession(init: SessionInit): PlaySession {
  const { task } = init;
  const ids = task.questions.map((q) => q.id);
  const ordered = task.shuffle && init.random ? shuffled(ids, init.random) : ids;
  const length = Math.min(task.question_length ?? DEFAULT_QUESTION_LENGTH, ordered.length);
  const order = ordered.slice(0, length);
  const answers: Record<string, AnswerState> = {};
  for (const id of order) answers[id] = unanswered(null);
  return {
    sessionId: init.sessionId,
    userId: init.userId,
    subjectId: init.subjectId,
    subjectVersion: init.subjectVersion,
    chapterId: init.chapterId,
    taskId: task.id,
    minigameId: task.minigame_id,
    difficultyLevel: task.difficulty_level ?? 1,
    lang: init.lang,
    appVersion: init.appVersion ?? APP_VERSION,
    order,
    index: 0,
    answers,
    startedAt: init.now,
    finishedAt: null,
  };
}

export function currentQuestionId(s: PlaySession): string | null {
  return s.finishedAt === null ? (s.order[s.index] ?? null) : null;
}

function current(s: PlaySession): [string, AnswerState] {
  const id = currentQuestionId(s);
  const state = id === null ? undefined : s.answers[id];
  if (id === null || !state) throw new SessionError('the play is over: no current question');
  return [id, state];
}

function withAnswer(s: PlaySession, id: string, next: AnswerState): PlaySession {
  return { ...s, answers: { ...s.answers, [id]: next } };
}

/** Stamps when the current question was first shown; showing it again keeps the first time. */
export function showCurrent(s: PlaySession, now: number): PlaySession {
  const [id, a] = current(s);
  return a.shownAt === null ? withAnswer(s, id, { ...a, shownAt: now }) : s;
}

/**
 * Records the student's answer to the current question and scores it for feedback. An answer
 * the plugin calls `invalid` (empty, incomplete) is not an attempt: nothing is recorded.
 */
export function answerCurrent(
  s: PlaySession,
  answer: readonly string[],
  now: number,
  question: PlayableQuestion,
  registry: PluginRegistry,
): { session: PlaySession; score: Score } {
  const [id, a] = current(s);
  if (question.id !== id)
    throw new SessionError(`answer for "${question.id}" but the current question is "${id}"`);
  if (a.answeredAt !== null) throw new SessionError(`question "${id}" is already answered`);
  const scored = scoreAnswer(question, { questionId: id, answer, isSkipped: false }, registry, {
    lang: s.lang,
    subjectId: s.subjectId,
  });
  if (scored.score.kind === 'invalid') return { session: s, score: scored.score };
  const next: AnswerState = {
    ...a,
    shownAt: a.shownAt ?? now,
    answeredAt: now,
    answer: [...answer],
    skipped: false,
    score: scored.score,
    isCorrect: scored.isCorrect,
    expected: scored.expected,
  };
  return { session: withAnswer(s, id, next), score: scored.score };
}

/** Skips the current question; a brain battle skip may carry a forced correct value. */
export function skipCurrent(
  s: PlaySession,
  now: number,
  question: PlayableQuestion,
  registry: PluginRegistry,
  forcedCorrect?: boolean,
): PlaySession {
  const [id, a] = current(s);
  if (a.answeredAt !== null) throw new SessionError(`question "${id}" is already answered`);
  const scored = scoreAnswer(
    question,
    { questionId: id, answer: [], isSkipped: true, forcedCorrect },
    registry,
    { lang: s.lang, subjectId: s.subjectId },
  );
  const next: AnswerState = {
    ...a,
    shownAt: a.shownAt ?? now,
    answeredAt: now,
    answer: [],
    skipped: true,
    ...(forcedCorrect === undefined ? {} : { forcedCorrect }),
    score: scored.score,
    isCorrect: scored.isCorrect,
    expected: scored.expected,
  };
  return withAnswer(s, id, next);
}

/** Moves on; past the last question the play is finished at `now`. */
export function advance(s: PlaySession, now: number): PlaySession {
  if (s.finishedAt !== null) return s;
  const index = s.index + 1;
  return index >= s.order.length
    ? { ...s, index: s.order.length, finishedAt: now }
    : { ...s, index };
}

/** Ends the play early (the student leaves, or a brain battle round times out). */
export function stopSession(s: PlaySession, now: number): PlaySession {
  return s.finishedAt === null ? { ...s, finishedAt: now } : s;
}

export function isComplete(s: PlaySession): boolean {
  return s.order.every((id) => s.answers[id]?.answeredAt !== null);
}

export function summarise(
  s: PlaySession,
  questions: ReadonlyMap<string, PlayableQuestion>,
  registry: PluginRegistry,
): PlayScore {
  const given = s.order
    .map((id) => ({ id, a: s.answers[id]! }))
    .filter(({ a }) => a.answeredAt !== null)
    .map(({ id, a }) => ({
      questionId: id,
      answer: a.answer,
      isSkipped: a.skipped,
      forcedCorrect: a.forcedCorrect,
    }));
  return scorePlay(questions, given, s.order.length, registry, {
    lang: s.lang,
    subjectId: s.subjectId,
  });
}

/** An unfinished play of a plugin that voids it (`voidIfUnfinished`): it counts for nothing. */
export function isVoided(s: PlaySession, voidIfUnfinished: boolean | undefined): boolean {
  return voidIfUnfinished === true && !isComplete(s);
}

/**
 * The finish record of section 3. Never-answered questions are kept here with a null answer time;
 * the outbox decides what to send. `voidIfUnfinished` (the plugin's) writes an unfinished play
 * with no answers and no points, as the server scores it.
 */
export function toFinishRecord(
  s: PlaySession,
  points: number,
  opts: { now: number; isCompleteChapter: boolean; voidIfUnfinished?: boolean | undefined },
): FinishRecord {
  const complete = isComplete(s);
  const voided = isVoided(s, opts.voidIfUnfinished);
  const kept = voided ? [] : s.order;
  const answers: FinishAnswer[] = kept.map((id) => {
    const a = s.answers[id]!;
    return {
      question_id: id,
      answer: a.answer,
      expected_answer: a.expected,
      is_correct: a.isCorrect,
      is_skipped: a.skipped,
      ...(a.forcedCorrect === undefined ? {} : { forced_correct: a.forcedCorrect }),
      timestamp_answered: a.answeredAt,
      timestamp_show: a.shownAt ?? s.startedAt,
    };
  });
  return {
    answers,
    app_version: s.appVersion,
    minigame_id: s.minigameId,
    difficulty_level: s.difficultyLevel,
    timestamp_started: s.startedAt,
    timestamp_finished: s.finishedAt ?? opts.now,
    points: voided ? 0 : points,
    identifier: s.userId,
    subject_id: s.subjectId,
    chapter_id: s.chapterId,
    task_id: s.taskId,
    is_complete: complete,
    is_complete_chapter: opts.isCompleteChapter,
    is_sent: false,
    question_length: s.order.length,
    session: s.sessionId,
    subject_version: s.subjectVersion,
  };
}
