/**
 * A secret matching question: the left-hand items without their partners, and every right-hand
 * text among the distractors, sorted, so nothing links a partner to its item. The answer names
 * partners by their text, so nothing else can tell.
 */
import type { MatchingContent } from '@web-ed/schemas';
import { omit } from '../shared/content-text';
import { rightChoices } from './choices';

/** Partners are required by the schema, so the redacted question is typed as partial content. */
export const redactMatching = (c: MatchingContent) =>
  ({
    ...omit(c, ['explanation']),
    pairs: c.pairs.map((pair) => omit(pair, ['right'])),
    distractors: rightChoices(c),
  }) as MatchingContent;

/** The view reads the partners' texts: blanks stand in for them, and are offered nowhere. */
export const secretMatching = (c: MatchingContent): MatchingContent => ({
  ...c,
  pairs: c.pairs.map((pair) => ({ ...pair, right: '' })),
});
