/** What the study buddy sees of a typed maths answer (the prompt), and the tutor's notes. */
import type { QuestionDescription, TutorNotes } from '@web-ed/engine';
import type { MathAnswerContent } from '@web-ed/schemas';
import { answerTexts, described, textOf } from '../shared/content-text';

export const describeMathAnswer = (c: MathAnswerContent): QuestionDescription =>
  described({ question: textOf(c.prompt) });

export const mathAnswerNotes = (c: MathAnswerContent): TutorNotes => ({
  hint: textOf(c.hint),
  explanation: textOf(c.explanation),
  answers: answerTexts(c.answers),
});
