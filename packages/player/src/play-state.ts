/**
 * The Player's state as a pure reducer over the engine's session: every verdict, point and star
 * comes from the engine; this file only decides which engine call an event becomes.
 */
import {
  advance,
  answerCurrent,
  currentQuestionId,
  isVoided,
  showCurrent,
  skipCurrent,
  startSession,
  stopSession,
  summarise,
  toFinishRecord,
  type PlayableQuestion,
  type PlayScore,
  type PlaySession,
  type PluginRegistry,
  type SessionInit,
} from '@web-ed/engine';
import type { FinishRecord } from '@web-ed/schemas';
import type { Feedback } from '@web-ed/plugins';

export interface PlayResult {
  summary: PlayScore;
  record: FinishRecord;
  /** The round's time ran out before every question was done: the record is incomplete. */
  timedOut: boolean;
  /** Unfinished, of a plugin that voids such a play: no points, as the server will score it. */
  voided: boolean;
}

export interface PlayState {
  registry: PluginRegistry;
  questions: ReadonlyMap<string, PlayableQuestion>;
  isCompleteChapter: boolean;
  session: PlaySession;
  /** The engine called the last answer incomplete (not an attempt); the student can go on. */
  incomplete: boolean;
  /** Set once the play is over. */
  result: PlayResult | null;
}

export type PlayAction =
  | { type: 'shown'; questionId: string; now: number }
  | { type: 'answered'; questionId: string; answer: string[]; now: number }
  | { type: 'skipped'; questionId: string; now: number }
  | { type: 'next'; now: number }
  /** A timed round's clock ran out (at `now`, its deadline). */
  | { type: 'timeUp'; now: number };

export interface PlayInit extends SessionInit {
  registry: PluginRegistry;
  isCompleteChapter: boolean;
}

export function initPlayState(init: PlayInit): PlayState {
  return {
    registry: init.registry,
    questions: new Map(init.task.questions.map((q) => [q.id, q])),
    isCompleteChapter: init.isCompleteChapter,
    session: startSession(init),
    incomplete: false,
    result: null,
  };
}

export function currentQuestion(state: PlayState): PlayableQuestion | null {
  const id = currentQuestionId(state.session);
  return id === null ? null : (state.questions.get(id) ?? null);
}

/** The engine's verdict on the current question, once it is answered (a skip moves straight on). */
export function feedbackOf(state: PlayState): Feedback | null {
  const question = currentQuestion(state);
  const a = question && state.session.answers[question.id];
  if (!question || !a || a.answeredAt === null || a.skipped) return null;
  return {
    correct: a.isCorrect,
    expected: a.expected,
    given: a.answer,
    explanation: state.registry.has(question.type)
      ? state.registry.get(question.type).explanation?.(question.content)
      : undefined,
  };
}

function finish(state: PlayState, session: PlaySession, now: number, timedOut: boolean): PlayState {
  const scored = summarise(session, state.questions, state.registry);
  const voidIfUnfinished = state.registry.has(session.minigameId)
    ? state.registry.get(session.minigameId).voidIfUnfinished
    : undefined;
  const voided = isVoided(session, voidIfUnfinished);
  const summary: PlayScore = voided ? { ...scored, points: 0, stars: 0 } : scored;
  const record = toFinishRecord(session, summary.points, {
    now,
    isCompleteChapter: state.isCompleteChapter,
    voidIfUnfinished,
  });
  return { ...state, session, incomplete: false, result: { summary, record, timedOut, voided } };
}

function moveOn(state: PlayState, now: number): PlayState {
  const session = advance(state.session, now);
  if (session.finishedAt === null) return { ...state, session, incomplete: false };
  return finish(state, session, now, false);
}

export function playReducer(state: PlayState, action: PlayAction): PlayState {
  if (action.type === 'next') {
    return feedbackOf(state) ? moveOn(state, action.now) : state;
  }
  if (action.type === 'timeUp') {
    if (state.result) return state;
    return finish(state, stopSession(state.session, action.now), action.now, true);
  }
  const question = currentQuestion(state);
  // Events from a view that is already gone (or a stray question id) change nothing.
  if (!question || question.id !== action.questionId) return state;
  const answerState = state.session.answers[question.id];
  const answered = answerState !== undefined && answerState.answeredAt !== null;
  switch (action.type) {
    case 'shown':
      return { ...state, session: showCurrent(state.session, action.now) };
    case 'answered': {
      if (answered) return state;
      const { session, score } = answerCurrent(
        state.session,
        action.answer,
        action.now,
        question,
        state.registry,
      );
      const next = { ...state, session, incomplete: score.kind === 'invalid' };
      // Without a verdict there is no feedback to show: rapid rounds go straight on, as a skip does.
      const judged = state.registry.get(question.type).judgesAnswers;
      return score.kind === 'points' && !judged ? moveOn(next, action.now) : next;
    }
    case 'skipped': {
      if (answered) return state;
      // A question no plugin can show is left unanswered (the outbox drops it), not scored.
      const plugin = state.registry.has(question.type) ? state.registry.get(question.type) : null;
      const forced =
        plugin?.judgesAnswers === false ? plugin.skipVerdict?.(question.content) : undefined;
      const session = plugin
        ? skipCurrent(state.session, action.now, question, state.registry, forced)
        : state.session;
      return moveOn({ ...state, session }, action.now);
    }
  }
}
