/**
 * Listening answers.
 *
 * Rule: "Listening compares normalised text: single-word expected needs exact
 * match, else fuzzy match, stricter when the subject is in a special set and
 * at least 3 alternatives."
 */
import { distance } from 'fastest-levenshtein';
import type { Lang } from './lang';
import { normaliseAnswer } from './normalise';

/** Subjects (courses) whose listening exercises use the strict threshold. */
export const SPECIAL_LISTENING_SUBJECTS: ReadonlySet<number> = new Set([413, 414, 415, 340]);

/** Alternatives needed before a special subject switches to the strict threshold. */
export const STRICT_MIN_ALTERNATIVES = 3;

/** Minimum similarity for an ordinary multi-word answer. */
export const LISTENING_SIMILARITY = 0.75;

/** Minimum similarity in special subjects with enough alternatives to confuse. */
export const STRICT_LISTENING_SIMILARITY = 0.9;

export interface ListeningOptions {
  lang: Lang;
  subjectId: number;
  alternatives: number;
}

/** 1 - levenshtein / longer length, in [0, 1]; two empty strings are identical. */
export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  return 1 - distance(a, b) / longest;
}

export function listeningThreshold(subjectId: number, alternatives: number): number {
  return SPECIAL_LISTENING_SUBJECTS.has(subjectId) && alternatives >= STRICT_MIN_ALTERNATIVES
    ? STRICT_LISTENING_SIMILARITY
    : LISTENING_SIMILARITY;
}

export function isListeningCorrect(
  given: string,
  expected: readonly string[],
  opts: ListeningOptions,
): boolean {
  const heard = normaliseAnswer(given, opts.lang);
  if (heard === '') return false;
  const threshold = listeningThreshold(opts.subjectId, opts.alternatives);
  return expected.some((answer) => {
    const target = normaliseAnswer(answer, opts.lang);
    // A blank expected entry is a content error; it must not accept anything.
    if (target === '') return false;
    // One word leaves no context to forgive a typo: "cat" vs "cut" is a different word.
    if (!target.includes(' ')) return heard === target;
    return similarity(heard, target) >= threshold;
  });
}
