/** What the study buddy sees of a "select the words" question (the task and the text), and the tutor's notes. */
import type { QuestionDescription, TutorNotes } from '@web-ed/engine';
import type { MarkWordsContent } from '@web-ed/schemas';
import { described, textOf } from '../shared/content-text';

export const describeMarkWords = (c: MarkWordsContent): QuestionDescription =>
  described({
    question: textOf(c.instruction),
    passage: textOf(c.segments.map((s) => (typeof s === 'string' ? s : s.word)).join('')),
  });

export const markWordsNotes = (c: MarkWordsContent): TutorNotes => ({
  hint: textOf(c.hint),
  explanation: textOf(c.explanation),
  answers: c.segments.flatMap((s) => (typeof s !== 'string' && s.correct ? [s.word] : [])),
});
