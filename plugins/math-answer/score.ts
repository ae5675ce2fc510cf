/**
 * Pure scoring of a typed math answer with the engine's matcher: equal values for numbers,
 * equivalent expressions for algebra. An empty answer is not an attempt.
 */
import {
  isMathAnswerCorrect,
  parseExpression,
  parseNumber,
  type ContentIssue,
  type Score,
} from '@web-ed/engine';
import type { MathAnswerContent } from '@web-ed/schemas';

export function expectedAnswer(content: MathAnswerContent): string[] {
  return [...content.answers];
}

export function scoreMathAnswer(content: MathAnswerContent, answer: readonly string[]): Score {
  const given = (answer[0] ?? '').trim();
  if (given === '') return { kind: 'invalid', reason: 'no answer typed' };
  return {
    kind: 'points',
    earned: isMathAnswerCorrect(given, content.answers, content.kind) ? 1 : 0,
    total: 1,
  };
}

/** What the schema cannot say: every accepted answer must read as its kind. */
export function checkMathAnswer(content: MathAnswerContent): ContentIssue[] {
  return content.answers.flatMap((a, i) => {
    const readable =
      content.kind === 'numeric' ? parseNumber(a) !== null : parseExpression(a) !== null;
    return readable
      ? []
      : [
          {
            path: `/answers/${i}`,
            message: `"${a}" is not a ${content.kind === 'numeric' ? 'number' : 'math expression'}`,
          },
        ];
  });
}
