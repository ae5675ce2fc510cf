/** What the study buddy sees of a true/false statement, and what only the tutor reads. */
import type { QuestionDescription, TutorNotes } from '@web-ed/engine';
import type { TrueFalseContent } from '@web-ed/schemas';
import { described, textOf } from '../shared/content-text';

export const describeTrueFalse = (c: TrueFalseContent): QuestionDescription =>
  described({ question: textOf(c.statement), image: textOf(c.image) });

export const trueFalseNotes = (c: TrueFalseContent): TutorNotes => ({
  hint: textOf(c.hint),
  explanation: textOf(c.explanation),
  answers: [c.answer ? 'true' : 'false'],
});
