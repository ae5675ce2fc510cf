/**
 * Pure ecopower scoring: partial credit over the quiz cards (each compared as an MCQ list
 * answer); theory, story, tips and the fun activity are not scored.
 */
import { isListCorrect, type ContentIssue, type Score } from '@web-ed/engine';
import type { EcopowerContent } from '@web-ed/schemas';
import { isFunMarker } from './answer';
import { funActivity, quizCards } from './cards';

export function expectedAnswer(content: EcopowerContent): string[] {
  return quizCards(content).map((q) => q.answers[0] ?? '');
}

export function scoreEcopower(content: EcopowerContent, answer: readonly string[]): Score {
  const quizzes = quizCards(content);
  const hasFun = funActivity(content) !== null;
  if (answer.length !== quizzes.length + (hasFun ? 1 : 0)) {
    return { kind: 'invalid', reason: `answer all ${quizzes.length} quiz cards` };
  }
  let earned = 0;
  for (const [i, quiz] of quizzes.entries()) {
    const given = answer[i] ?? '';
    if (!quiz.options.some((o) => o.id === given))
      return { kind: 'invalid', reason: `quiz card ${i + 1} is not answered` };
    if (isListCorrect([given], quiz.answers)) earned++;
  }
  if (hasFun && !isFunMarker(answer[quizzes.length] ?? '')) {
    return { kind: 'invalid', reason: 'the fun activity result is missing' };
  }
  return { kind: 'points', earned, total: quizzes.length };
}

/** What the schema cannot say: a deck has a quiz, at most one fun activity, sound quiz cards. */
export function checkEcopower(content: EcopowerContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const quizIds = new Set<string>();
  let funCards = 0;
  content.cards.forEach((card, i) => {
    if (card.fun_activity && ++funCards > 1) {
      issues.push({
        path: `/cards/${i}/fun_activity`,
        message: 'a deck has at most one fun activity card',
      });
    }
    const quiz = card.quiz;
    if (!quiz) return;
    const path = `/cards/${i}/quiz`;
    if (quizIds.has(quiz.id))
      issues.push({ path: `${path}/id`, message: `quiz id "${quiz.id}" is used twice` });
    quizIds.add(quiz.id);
    const ids = quiz.options.map((o) => o.id);
    ids.forEach((id, j) => {
      if (ids.indexOf(id) !== j)
        issues.push({
          path: `${path}/options/${j}/id`,
          message: `option id "${id}" is used twice`,
        });
    });
    quiz.answers.forEach((a, j) => {
      if (!ids.includes(a)) {
        issues.push({
          path: `${path}/answers/${j}`,
          message: `answer "${a}" is not one of the option ids (${ids.join(', ')})`,
        });
      }
    });
  });
  if (quizIds.size === 0) {
    issues.push({
      path: '/cards',
      message: 'a deck needs at least one quiz card: only quiz cards are scored',
    });
  }
  return issues;
}
