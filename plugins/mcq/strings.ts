/**
 * The MCQ view's own words: one i18next resource file per language in locales/ (what a translator
 * opens); texts with a number or a name in them ({{n}}, plural forms) are filled in by
 * @web-ed/i18n/reader's localize, as i18next would.
 */
import type { Lang } from '@web-ed/schemas';
import en from './locales/en.json';
import hi from './locales/hi.json';
import id from './locales/id.json';
import ms from './locales/ms.json';
import th from './locales/th.json';
import { localize } from '@web-ed/i18n/reader';

export interface McqStrings {
  chooseOne: string;
  chooseSome: (n: number) => string;
  check: string;
  showHint: string;
  hideHint: string;
  hint: string;
  explanation: string;
  correctAnswer: string;
  yourAnswer: string;
  yourAnswerCorrect: string;
}

export const MCQ_STRINGS: Record<Lang, McqStrings> = localize({ en, id, th, hi, ms }, (r, t) => ({
  ...r,
  chooseSome: (n) => t('chooseSome', { n }),
}));
