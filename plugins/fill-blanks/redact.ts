/**
 * A secret fill-in-the-blanks question: its blanks without their answers, no explanation, and the
 * bank (if any) in alphabetical order. What stays (the text, each blank's options, the bank's
 * words) is what the student sees anyway; which word goes where is gone.
 */
import type { FillBlanksContent } from '@web-ed/schemas';
import { omit } from '../shared/content-text';
import { inBankOrder } from './blanks';

/** The answers are required by the schema, so a redacted question is typed as partial content. */
export const redactFillBlanks = (c: FillBlanksContent) =>
  ({
    ...omit(c, ['explanation']),
    segments: c.segments.map((s) => (typeof s === 'string' ? s : omit(s, ['answers']))),
    ...(c.bank ? { bank: inBankOrder(c.bank) } : {}),
  }) as FillBlanksContent;
