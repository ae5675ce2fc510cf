/**
 * The matching view's words: one i18next resource file per language in locales/ (what a
 * translator opens); texts with a number or a name in them ({{match}}, plural forms) are filled
 * in by @web-ed/i18n/reader's localize, as i18next would.
 */
import type { Lang } from '@web-ed/schemas';
import en from './locales/en.json';
import hi from './locales/hi.json';
import id from './locales/id.json';
import ms from './locales/ms.json';
import th from './locales/th.json';
import { localize } from '@web-ed/i18n/reader';

export interface MatchingStrings {
  instruction: string;
  /** The list box's first entry, while an item has no match. */
  choose: string;
  check: string;
  leftToMatch: (count: number) => string;
  pairRight: string;
  pairWrong: string;
  rightMatch: (match: string) => string;
  rightPairs: (count: number, total: number) => string;
  showHint: string;
  hideHint: string;
  hint: string;
  explanation: string;
}

export const MATCHING_STRINGS: Record<Lang, MatchingStrings> = localize(
  { en, id, th, hi, ms },
  (r, t) => ({
    ...r,
    leftToMatch: (count) => t('leftToMatch', { count }),
    rightMatch: (match) => t('rightMatch', { match }),
    rightPairs: (count, total) => t('rightPairs', { count, total }),
  }),
);
