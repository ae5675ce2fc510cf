/**
 * Speaking answers.
 *
 * Rule: "speaking compares normalised answers (trimmed, lowercased, digits
 * spelled as words, newlines collapsed) to any expected answer".
 */
import type { Lang } from './lang';
import { normaliseAnswer } from './normalise';

export function isSpeakingCorrect(given: string, expected: readonly string[], lang: Lang): boolean {
  const said = normaliseAnswer(given, lang);
  // Silence or pure punctuation never passes, even against a blank expected entry.
  if (said === '') return false;
  return expected.some((answer) => normaliseAnswer(answer, lang) === said);
}
