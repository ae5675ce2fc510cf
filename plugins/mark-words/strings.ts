/**
 * The "select the words" view's words: one i18next resource file per language in locales/ (what a
 * translator opens); texts with a number in them (plural forms) are filled in by
 * @web-ed/i18n/reader's localize, as i18next would.
 */
import type { Lang } from '@web-ed/schemas';
import type { HintStrings } from '../shared/hint';
import { localize } from '@web-ed/i18n/reader';
import en from './locales/en.json';
import hi from './locales/hi.json';
import id from './locales/id.json';
import ms from './locales/ms.json';
import th from './locales/th.json';

export interface MarkWordsStrings extends HintStrings {
  instruction: string;
  how: string;
  /** How many words to mark, from the question's limits; '' when any number (1 or more) will do. */
  rule: (min: number | undefined, max: number | undefined) => string;
  full: (max: number) => string;
  markedCount: (count: number) => string;
  check: string;
  markedRight: string;
  markedWrong: string;
  missed: string;
  found: (found: number, total: number) => string;
  wrongMarks: (count: number) => string;
  explanation: string;
}

export const MARK_WORDS_STRINGS: Record<Lang, MarkWordsStrings> = localize(
  { en, id, th, hi, ms },
  (r, t) => ({
    ...r,
    rule: (min, max) => {
      if (min !== undefined && min === max) return t('exactly', { count: min });
      if (min !== undefined && max !== undefined) return t('between', { min, max });
      if (min !== undefined && min > 1) return t('atLeast', { count: min });
      if (max !== undefined) return t('atMost', { count: max });
      return '';
    },
    full: (max) => t('full', { count: max }),
    markedCount: (count) => t('markedCount', { count }),
    found: (found, total) => t('found', { found, count: total }),
    wrongMarks: (count) => t('wrongMarks', { count }),
  }),
);
