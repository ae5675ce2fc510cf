/**
 * The words of a multiple-choice item list (Reading and Vocabulary): one i18next resource file per
 * language in locales/items/ (what a translator opens); texts with a number or a name in them
 * ({{n}}, plural forms) are filled in by @web-ed/i18n/reader's localize, as i18next would.
 */
import type { Lang } from '@web-ed/schemas';
import en from './locales/items/en.json';
import hi from './locales/items/hi.json';
import id from './locales/items/id.json';
import ms from './locales/items/ms.json';
import th from './locales/items/th.json';
import { localize } from '@web-ed/i18n/reader';

export interface ItemStrings {
  questionLabel: (n: number) => string;
  chooseOne: string;
  chooseSome: (n: number) => string;
  check: string;
  leftToAnswer: (n: number) => string;
  yourAnswer: string;
  correctAnswer: string;
  yourAnswerCorrect: string;
  itemCorrect: string;
  itemWrong: string;
  explanation: string;
  summary: (earned: number, total: number) => string;
}

export const ITEM_STRINGS: Record<Lang, ItemStrings> = localize({ en, id, th, hi, ms }, (r, t) => ({
  ...r,
  questionLabel: (n) => t('questionLabel', { n }),
  chooseSome: (n) => t('chooseSome', { n }),
  leftToAnswer: (n) => t('leftToAnswer', { count: n }),
  summary: (earned, total) => t('summary', { earned, total }),
}));
