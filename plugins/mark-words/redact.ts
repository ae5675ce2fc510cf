/**
 * A secret "select the words" question: the words without which are correct, and no explanation.
 * The limits stay (the view needs them); like an MCQ's "choose 2", they say how many, not which.
 */
import type { MarkWordsContent } from '@web-ed/schemas';
import { omit } from '../shared/content-text';

/** The schema requires a correct word, so a redacted question is typed as partial content. */
export const redactMarkWords = (c: MarkWordsContent) =>
  ({
    ...omit(c, ['explanation']),
    segments: c.segments.map((s) => (typeof s === 'string' ? s : omit(s, ['correct']))),
  }) as MarkWordsContent;
