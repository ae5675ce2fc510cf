/** What the study buddy sees of a multiple-choice question, and what only the tutor reads. */
import type { QuestionDescription, TutorNotes } from '@web-ed/engine';
import type { McqContent } from '@web-ed/schemas';
import { answerTexts, described, optionTexts, textOf } from '../shared/content-text';

export const describeMcq = (c: McqContent): QuestionDescription =>
  described({
    question: textOf(c.prompt),
    options: optionTexts(c.options),
    image: textOf(c.image),
  });

export const mcqNotes = (c: McqContent): TutorNotes => ({
  hint: textOf(c.hint),
  explanation: textOf(c.explanation),
  answers: answerTexts(c.answers, c.options),
});
