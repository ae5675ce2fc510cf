/** What the study buddy sees of a matching question, and what only the tutor reads. */
import type { QuestionDescription, TutorNotes } from '@web-ed/engine';
import type { MatchingContent } from '@web-ed/schemas';
import { described, joined, textOf } from '../shared/content-text';
import { rightChoices } from './choices';

/** The prompt and the left-hand items, one a line; the texts offered for them, sorted as shown. */
export const describeMatching = (c: MatchingContent): QuestionDescription =>
  described({
    question: joined([c.prompt, c.pairs.map((pair) => pair.left).join('\n')]),
    options: rightChoices(c),
  });

export const matchingNotes = (c: MatchingContent): TutorNotes => ({
  hint: textOf(c.hint),
  explanation: textOf(c.explanation),
  answers: c.pairs.map((pair) => `${pair.left} → ${pair.right}`),
});
