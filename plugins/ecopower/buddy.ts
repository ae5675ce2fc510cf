/** What the study buddy sees of an ecopower deck (its reading cards and its quiz), and the tutor's notes. */
import type { QuestionDescription, TutorNotes } from '@web-ed/engine';
import type { EcopowerContent } from '@web-ed/schemas';
import { answerTexts, described, joined, optionTexts, textOf } from '../shared/content-text';

const readingCards = (c: EcopowerContent) =>
  c.cards.flatMap((card) => [card.theory, card.story].filter((t) => t !== undefined));

const quizOf = (c: EcopowerContent, shownPrompt?: string) => {
  const quizzes = c.cards.flatMap((card) => (card.quiz ? [card.quiz] : []));
  return quizzes.find((q) => q.prompt === shownPrompt) ?? quizzes[0];
};

export function describeEcopower(c: EcopowerContent, shownPrompt?: string): QuestionDescription {
  const quiz = quizOf(c, shownPrompt);
  const cards = readingCards(c);
  return described({
    question: textOf(quiz?.prompt) ?? textOf(c.title),
    passage: joined(cards.map((card) => textOf(card.body))),
    options: optionTexts(quiz?.options),
    image: cards.map((card) => textOf(card.image)).find((i) => i !== undefined),
  });
}

export function ecopowerNotes(c: EcopowerContent, shownPrompt?: string): TutorNotes {
  const quiz = quizOf(c, shownPrompt);
  return {
    explanation: textOf(quiz?.explanation),
    answers: quiz ? answerTexts(quiz.answers, quiz.options) : [],
  };
}
