/**
 * Pure fill-in-the-blanks scoring: one point per right blank, out of the number of blanks.
 *
 * A blank is right when its entry matches one of its accepted answers:
 * - not case-sensitive (the default): by the engine's text matcher, `isSpeakingCorrect` (case,
 *   spacing and punctuation around words ignored, numbers equal to their words in the session's
 *   language);
 * - case-sensitive: exactly, once `tidy` has dropped spaces at the ends and repeated spaces.
 * Typos are not forgiven: the engine's only fuzzy matcher (listening's) is exact for one word,
 * which most blanks are, and is tuned to heard phrases.
 *
 * Not an attempt (`invalid`): an empty blank, a word the bank does not hold (or no longer holds:
 * each bank word fills one blank), or an entry that is not one of its blank's options; the view
 * cannot send these.
 */
import {
  DEFAULT_LANG,
  isSpeakingCorrect,
  normaliseAnswer,
  type ContentIssue,
  type Lang,
  type Score,
  type ScoreContext,
} from '@web-ed/engine';
import type { FillBlanksBlank, FillBlanksContent } from '@web-ed/schemas';
import { blanksOf, caseSensitiveOf, tidy } from './blanks';

export function expectedAnswer(content: FillBlanksContent): string[] {
  return blanksOf(content).map(({ blank }) => blank.answers[0] ?? '');
}

function isBlankRight(
  blank: FillBlanksBlank,
  entry: string,
  caseSensitive: boolean,
  lang: Lang,
): boolean {
  if (!caseSensitive) return isSpeakingCorrect(entry, blank.answers, lang);
  const given = tidy(entry);
  return given !== '' && blank.answers.some((a) => tidy(a) === given);
}

/** Each blank right or not: what the score counts, and what the view marks once it has feedback. */
export function judgeBlanks(
  content: FillBlanksContent,
  answer: readonly string[],
  lang: Lang,
): boolean[] {
  return blanksOf(content).map(({ blank }, i) =>
    isBlankRight(blank, answer[i] ?? '', caseSensitiveOf(content, blank), lang),
  );
}

/** The entries the bank cannot give (it gives each word as many times as it lists it). */
function notInBank(bank: readonly string[], entries: readonly string[]): number[] {
  const left = new Map<string, number>();
  for (const word of bank) left.set(tidy(word), (left.get(tidy(word)) ?? 0) + 1);
  const missing: number[] = [];
  for (const [i, entry] of entries.entries()) {
    const n = left.get(tidy(entry)) ?? 0;
    if (n === 0) missing.push(i);
    else left.set(tidy(entry), n - 1);
  }
  return missing;
}

export function scoreFillBlanks(
  content: FillBlanksContent,
  answer: readonly string[],
  ctx: ScoreContext,
): Score {
  const blanks = blanksOf(content);
  const entries = blanks.map((_, i) => tidy(answer[i] ?? ''));
  const empty = entries.indexOf('');
  if (empty !== -1) return { kind: 'invalid', reason: `blank ${empty + 1} is empty` };
  if (content.bank) {
    const [stray] = notInBank(content.bank, entries);
    if (stray !== undefined)
      return { kind: 'invalid', reason: `blank ${stray + 1}: not a word left in the bank` };
  }
  const offList = blanks.findIndex(
    ({ blank }, i) => blank.options && !blank.options.some((o) => tidy(o) === entries[i]),
  );
  if (offList !== -1)
    return { kind: 'invalid', reason: `blank ${offList + 1}: not one of its options` };
  const earned = judgeBlanks(content, entries, ctx.lang).filter(Boolean).length;
  return { kind: 'points', earned, total: blanks.length };
}

/**
 * What the schema cannot say: every accepted answer can be matched, each list of options holds
 * its blank's first answer and accepts nothing else, and the bank holds every first answer.
 */
export function checkFillBlanks(content: FillBlanksContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const blanks = blanksOf(content);
  for (const { blank, at } of blanks) {
    const caseSensitive = caseSensitiveOf(content, blank);
    blank.answers.forEach((a, k) => {
      const path = `/segments/${at}/answers/${k}`;
      if (tidy(a) === '') issues.push({ path, message: 'the answer is only spaces' });
      else if (!caseSensitive && normaliseAnswer(a, DEFAULT_LANG) === '')
        issues.push({
          path,
          message:
            'the answer has no words once punctuation is removed: set case_sensitive to match it exactly',
        });
    });
    if (!blank.options) continue;
    if (content.bank) {
      issues.push({
        path: `/segments/${at}/options`,
        message: 'a blank of a word-bank question is filled from the bank, not from options',
      });
      continue;
    }
    const first = tidy(blank.answers[0] ?? '');
    if (!blank.options.some((o) => tidy(o) === first))
      issues.push({
        path: `/segments/${at}/options`,
        message: `the options do not hold the first answer "${first}"`,
      });
    blank.options.forEach((o, k) => {
      const accepted = blank.answers.some((a) => tidy(a) === tidy(o));
      if (!accepted && isBlankRight(blank, o, caseSensitive, DEFAULT_LANG))
        issues.push({
          path: `/segments/${at}/options/${k}`,
          message: `option "${o}" is not an answer but would be accepted as one (set case_sensitive?)`,
        });
    });
  }
  if (content.bank) {
    const firsts = expectedAnswer(content);
    for (const i of notInBank(content.bank, firsts))
      issues.push({
        path: '/bank',
        message: `the bank has no "${firsts[i]}" left for blank ${i + 1} (its first answer)`,
      });
  }
  return issues;
}
