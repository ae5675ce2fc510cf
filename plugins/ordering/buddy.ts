/** What the study buddy sees of an ordering question, and what only the tutor reads. */
import type { QuestionDescription, TutorNotes } from '@web-ed/engine';
import type { OrderingContent } from '@web-ed/schemas';
import { described, optionTexts, textOf } from '../shared/content-text';
import { answerFreeOrder } from './redact';
import { expectedAnswer } from './score';

/** The items as a secret question sends them: the written order is the answer. */
export const describeOrdering = (c: OrderingContent): QuestionDescription =>
  described({ question: textOf(c.prompt), options: optionTexts(answerFreeOrder(c.items)) });

export const orderingNotes = (c: OrderingContent): TutorNotes => ({
  hint: textOf(c.hint),
  explanation: textOf(c.explanation),
  // One answer, the whole order: the tutor blanks answers out of the hint, and an item's text
  // alone gives nothing away.
  answers: [expectedAnswer(c).join(' → ')],
});
