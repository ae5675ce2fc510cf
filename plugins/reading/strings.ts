/**
 * The Reading view's own words (item words: item-strings.ts): one i18next resource file per
 * language in locales/ (what a translator opens); texts with a number or a name in them ({{n}},
 * plural forms) are filled in by @web-ed/i18n/reader's localize, as i18next would.
 */
import type { Lang } from '@web-ed/schemas';
import en from './locales/en.json';
import hi from './locales/hi.json';
import id from './locales/id.json';
import ms from './locales/ms.json';
import th from './locales/th.json';
import { localize } from '@web-ed/i18n/reader';

export interface ReadingStrings {
  instruction: string;
  passage: string;
  questions: string;
  answeredOf: (n: number, total: number) => string;
  switcher: string;
  toQuestions: string;
}

export const READING_STRINGS: Record<Lang, ReadingStrings> = localize(
  { en, id, th, hi, ms },
  (r, t) => ({
    ...r,
    answeredOf: (n, total) => t('answeredOf', { n, total }),
  }),
);
