/**
 * What the study buddy sees of a fill-in-the-blanks question (the text with its gaps, the bank's
 * words or a blank's options as shown), and what only the tutor reads (every blank's answers).
 */
import type { QuestionDescription, TutorNotes } from '@web-ed/engine';
import type { FillBlanksContent } from '@web-ed/schemas';
import { described, textOf } from '../shared/content-text';
import { blanksOf, inBankOrder } from './blanks';

/** A gap as the screen shows it: a line to fill, or its list of options. */
const GAP = '____';

export function describeFillBlanks(c: FillBlanksContent): QuestionDescription {
  const text = c.segments
    .map((s) => (typeof s === 'string' ? s : s.options ? `[${s.options.join(' / ')}]` : GAP))
    .join('');
  return described({
    question: textOf(c.instruction),
    passage: textOf(text),
    options: c.bank ? inBankOrder(c.bank) : undefined,
  });
}

export const fillBlanksNotes = (c: FillBlanksContent): TutorNotes => ({
  hint: textOf(c.hint),
  explanation: textOf(c.explanation),
  answers: blanksOf(c).map(({ blank }, i) => `${i + 1}: ${blank.answers.join(' / ')}`),
});
