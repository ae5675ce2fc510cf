/**
 * Mission progress from quiz answers.
 *
 * Rule: "compared after number-to-word normalisation, whole-word matching;
 * fewer than 3 expected words need all to match, otherwise all but one."
 */
import type { Lang } from './lang';
import { normaliseAnswer } from './normalise';

/** Expected answers with at least this many words tolerate one missing word. */
export const MISSION_TOLERANT_MIN_WORDS = 3;

export function isMissionAnswerMatch(given: string, expected: string, lang: Lang): boolean {
  const wanted = normaliseAnswer(expected, lang)
    .split(' ')
    .filter((w) => w !== '');
  if (wanted.length === 0) return false;
  // Whole words only, so "cat" is not found inside "category".
  const said = new Set(normaliseAnswer(given, lang).split(' '));
  const found = wanted.filter((w) => said.has(w)).length;
  const needed = wanted.length < MISSION_TOLERANT_MIN_WORDS ? wanted.length : wanted.length - 1;
  return found >= needed;
}
