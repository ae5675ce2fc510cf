/**
 * The fill-in-the-blanks view's words: one i18next resource file per language in locales/ (what a
 * translator opens); texts with a number or a word in them ({{n}}, plural forms) are filled in by
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

export interface FillBlanksStrings extends HintStrings {
  instruction: string;
  howBank: string;
  caseMatters: string;
  blankLabel: (n: number) => string;
  empty: string;
  choose: string;
  bank: string;
  picked: (word: string) => string;
  placed: (n: number, word: string) => string;
  returned: (word: string) => string;
  check: string;
  left: (count: number) => string;
  right: string;
  wrong: string;
  correctAnswer: string;
  summary: (earned: number, total: number) => string;
  explanation: string;
}

export const FILL_BLANKS_STRINGS: Record<Lang, FillBlanksStrings> = localize(
  { en, id, th, hi, ms },
  (r, t) => ({
    ...r,
    blankLabel: (n) => t('blankLabel', { n }),
    picked: (word) => t('picked', { word }),
    placed: (n, word) => t('placed', { n, word }),
    returned: (word) => t('returned', { word }),
    left: (count) => t('left', { count }),
    summary: (earned, total) => t('summary', { earned, count: total }),
  }),
);
