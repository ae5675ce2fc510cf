/**
 * Continuing a play that was left half-way (a closed tab, a reload, a phone that killed the page):
 * a saved PlaySession is taken back only when it still fits the task it was played on, and its
 * answers are judged again by today's scorer, so the feedback and the finish record agree with
 * the content as it is now. The play keeps its session id, so finishing it still makes one record.
 */
import { DEFAULT_QUESTION_LENGTH } from '../constants';
import type { PlayableTask } from '../content/loader';
import type { Lang } from '../matchers/lang';
import type { PlayableQuestion } from '../plugins/plugin';
import type { PluginRegistry } from '../plugins/registry';
import { scoreAnswer } from '../scoring/score-answers';
import { unanswered, type AnswerState, type PlaySession } from './play-session';

export interface ResumeContext {
  task: PlayableTask;
  registry: PluginRegistry;
  /** The play must be this student's, in this course and chapter, in this language. */
  userId: string;
  subjectId: number;
  chapterId: number;
  lang: Lang;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isTimeOrNull = (v: unknown): v is number | null => v === null || isTime(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isStrings = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');

/** How many questions one play of `task` shows (the engine's and the server's rule). */
export function playLength(task: PlayableTask): number {
  return Math.min(task.question_length ?? DEFAULT_QUESTION_LENGTH, task.questions.length);
}

/** Questions of the play answered or skipped so far. */
export function answeredCount(s: PlaySession): number {
  return s.order.filter((id) => (s.answers[id]?.answeredAt ?? null) !== null).length;
}

/**
 * The answers `next` has that `prev` had not (answered or skipped since), in play order: what to
 * keep on the server (learning/save-quiz-answer) after each step. A skip is an empty answer.
 */
export function newAnswers(
  prev: PlaySession | null,
  next: PlaySession,
): { questionId: string; answer: string[] }[] {
  return next.order.flatMap((id) => {
    const now = next.answers[id];
    const before = prev?.sessionId === next.sessionId ? prev.answers[id] : undefined;
    if (!now || now.answeredAt === null || (before && before.answeredAt !== null)) return [];
    return [{ questionId: id, answer: [...now.answer] }];
  });
}

function answerOf(
  raw: unknown,
  question: PlayableQuestion,
  s: Pick<PlaySession, 'lang' | 'subjectId'>,
  registry: PluginRegistry,
): AnswerState | null {
  if (!isObject(raw)) return null;
  const { shownAt, answeredAt, answer, skipped, forcedCorrect } = raw;
  if (!isTimeOrNull(shownAt) || !isTimeOrNull(answeredAt) || !isStrings(answer)) return null;
  if (typeof skipped !== 'boolean') return null;
  if (forcedCorrect !== undefined && typeof forcedCorrect !== 'boolean') return null;
  if (answeredAt === null) return unanswered(shownAt);
  if (shownAt !== null && answeredAt < shownAt) return null;
  const scored = scoreAnswer(
    question,
    {
      questionId: question.id,
      answer: skipped ? [] : answer,
      isSkipped: skipped,
      ...(forcedCorrect === undefined ? {} : { forcedCorrect }),
    },
    registry,
    { lang: s.lang, subjectId: s.subjectId },
  );
  // Today's scorer no longer takes this answer (the content changed): the play cannot go on.
  if (scored.score.kind === 'invalid') return null;
  return {
    shownAt: shownAt ?? answeredAt,
    answeredAt,
    answer: skipped ? [] : [...answer],
    skipped,
    ...(forcedCorrect === undefined ? {} : { forcedCorrect }),
    score: scored.score,
    isCorrect: scored.isCorrect,
    expected: scored.expected,
  };
}

/**
 * The saved play, ready to continue, or null when it cannot be: not a play of this student, task,
 * course and chapter; finished; its questions no longer all in the task, or the task's play length
 * changed; another language (the content differs); an answer after a gap, or one today's scorer
 * calls invalid; anything malformed.
 */
export function resumeSession(saved: unknown, ctx: ResumeContext): PlaySession | null {
  try {
    return resume(saved, ctx);
  } catch {
    // A question whose plugin is gone, or any other surprise: start a new play instead.
    return null;
  }
}

function resume(saved: unknown, ctx: ResumeContext): PlaySession | null {
  if (!isObject(saved)) return null;
  const { task } = ctx;
  const s = saved;
  if (typeof s.sessionId !== 'string' || s.sessionId.length === 0 || s.sessionId.length > 100)
    return null;
  if (s.userId !== ctx.userId || s.subjectId !== ctx.subjectId || s.chapterId !== ctx.chapterId)
    return null;
  if (s.taskId !== task.id || s.minigameId !== task.minigame_id) return null;
  if (s.lang !== ctx.lang || typeof s.appVersion !== 'string') return null;
  if (!isInt(s.subjectVersion) || !isInt(s.difficultyLevel)) return null;
  if (!isTime(s.startedAt) || s.finishedAt !== null) return null;
  if (!isStrings(s.order) || !isObject(s.answers) || !isInt(s.index)) return null;
  const questions = new Map(task.questions.map((q) => [q.id, q]));
  const order = s.order;
  if (order.length !== playLength(task) || new Set(order).size !== order.length) return null;
  if (!order.every((id) => questions.has(id))) return null;
  if (s.index < 0 || s.index >= order.length) return null;
  const base = { lang: ctx.lang, subjectId: ctx.subjectId };
  const answers: Record<string, AnswerState> = {};
  for (const [i, id] of order.entries()) {
    const a = answerOf(s.answers[id], questions.get(id)!, base, ctx.registry);
    if (!a) return null;
    // Everything before the current question is answered; nothing after it is.
    if (i < s.index && a.answeredAt === null) return null;
    if (i > s.index && a.answeredAt !== null) return null;
    answers[id] = a;
  }
  return {
    sessionId: s.sessionId,
    userId: ctx.userId,
    subjectId: ctx.subjectId,
    subjectVersion: s.subjectVersion,
    chapterId: ctx.chapterId,
    taskId: task.id,
    minigameId: task.minigame_id,
    difficultyLevel: s.difficultyLevel,
    lang: ctx.lang,
    appVersion: s.appVersion,
    order: [...order],
    index: s.index,
    answers,
    startedAt: s.startedAt,
    finishedAt: null,
  };
}
