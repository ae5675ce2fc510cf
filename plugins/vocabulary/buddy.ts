/** What the study buddy sees of a vocabulary question (the cards and the item on screen), the tutor's notes, and the words it teaches. */
import type { QuestionDescription, TutorNotes } from '@web-ed/engine';
import type { VocabularyContent } from '@web-ed/schemas';
import { answerTexts, described, optionTexts, shownItem, textOf } from '../shared/content-text';

export function describeVocabulary(
  c: VocabularyContent,
  shownPrompt?: string,
): QuestionDescription {
  const item = shownItem(c.items, shownPrompt);
  const words = c.cards.map((card) => `${card.word}: ${card.meaning}`);
  return described({
    question: textOf(item?.prompt) ?? textOf(c.instruction) ?? textOf(c.title),
    passage: words.length > 0 ? words.join('\n') : undefined,
    options: optionTexts(item?.options),
  });
}

export function vocabularyNotes(c: VocabularyContent, shownPrompt?: string): TutorNotes {
  const item = shownItem(c.items, shownPrompt);
  return {
    explanation: textOf(item?.explanation) ?? textOf(c.explanation),
    answers: item ? answerTexts(item.answers, item.options) : [],
  };
}

export const vocabularyGlossary = (c: VocabularyContent) =>
  c.cards.map((card) => ({ word: card.word, meaning: card.meaning }));
