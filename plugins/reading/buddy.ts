/** What the study buddy sees of a reading question (the passage and the item on screen), and the tutor's notes. */
import type { QuestionDescription, TutorNotes } from '@web-ed/engine';
import type { ReadingContent } from '@web-ed/schemas';
import {
  answerTexts,
  described,
  joined,
  optionTexts,
  shownItem,
  textOf,
} from '../shared/content-text';

export function describeReading(c: ReadingContent, shownPrompt?: string): QuestionDescription {
  const item = shownItem(c.items, shownPrompt);
  return described({
    question: textOf(item?.prompt) ?? textOf(c.instruction),
    passage: joined(c.passage.paragraphs),
    options: optionTexts(item?.options),
    image: textOf(c.passage.images?.[0]?.path),
  });
}

export function readingNotes(c: ReadingContent, shownPrompt?: string): TutorNotes {
  const item = shownItem(c.items, shownPrompt);
  return {
    explanation: textOf(item?.explanation) ?? textOf(c.explanation),
    answers: item ? answerTexts(item.answers, item.options) : [],
  };
}
