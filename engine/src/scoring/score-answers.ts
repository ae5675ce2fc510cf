/**
 * Scores a play's answers with the plugins' pure scorers. The client uses it for feedback; the
 * server uses the very same function to re-score a finish record, never trusting its points.
 */
import type { PlayableQuestion, Score, ScoreContext } from '../plugins/plugin';
import type { PluginRegistry } from '../plugins/registry';
import { unjudgedVerdict } from '../matchers/unjudged-verdict';
import { pointsFor, starsFor } from './stars';

export interface GivenAnswer {
  questionId: string;
  answer: readonly string[];
  isSkipped: boolean;
  /** Where single answers are not judged (skipVerdict), a skip may carry a forced correct value. */
  forcedCorrect?: boolean | undefined;
}

export interface ScoredAnswer {
  questionId: string;
  score: Score;
  /** null where the minigame does not judge single answers, or the question is unknown. */
  isCorrect: boolean | null;
  expected: string[];
}

export interface PlayScore {
  answers: ScoredAnswer[];
  earned: number;
  total: number;
  points: number;
  stars: 0 | 1 | 2 | 3;
}

export function scoreAnswer(
  question: PlayableQuestion,
  given: GivenAnswer,
  registry: PluginRegistry,
  ctx: ScoreContext,
): ScoredAnswer {
  const plugin = registry.get(question.type);
  const expected = plugin.expectedAnswer(question.content);
  let score: Score;
  if (given.isSkipped) {
    score = given.forcedCorrect
      ? { kind: 'points', earned: 1, total: 1 }
      : { kind: 'points', earned: 0, total: 1 };
  } else {
    score = plugin.score(question.content, given.answer, ctx);
  }
  const correct = score.kind === 'points' && score.earned >= score.total && score.total > 0;
  const isCorrect = plugin.judgesAnswers
    ? correct
    : unjudgedVerdict({
        is_skipped: given.isSkipped,
        ...(given.forcedCorrect === undefined ? {} : { forced_correct: given.forcedCorrect }),
      });
  return { questionId: question.id, score, isCorrect, expected };
}

/**
 * Scores every question of a play. `played` is how many questions the play showed (its length),
 * so unanswered questions count against the total.
 */
export function scorePlay(
  questions: ReadonlyMap<string, PlayableQuestion>,
  given: readonly GivenAnswer[],
  played: number,
  registry: PluginRegistry,
  ctx: ScoreContext,
): PlayScore {
  const answers: ScoredAnswer[] = [];
  let earned = 0;
  const counted = new Set<string>();
  for (const g of given) {
    const q = questions.get(g.questionId);
    // Unknown or repeated question ids earn nothing: a forged record cannot inflate its points.
    if (!q || counted.has(g.questionId)) continue;
    counted.add(g.questionId);
    const scored = scoreAnswer(q, g, registry, ctx);
    answers.push(scored);
    if (scored.score.kind === 'points' && scored.score.total > 0) {
      earned += Math.min(1, scored.score.earned / scored.score.total);
    }
  }
  const total = Math.max(played, counted.size);
  return { answers, earned, total, points: pointsFor(earned), stars: starsFor(earned, total) };
}
