/**
 * The view's words, one i18next resource file per language in locales/ (what a translator opens);
 * every language has every key, which the type of `en` and the test keep true.
 */
import type { Lang } from '@web-ed/schemas';
import en from './locales/en.json';
import hi from './locales/hi.json';
import id from './locales/id.json';
import ms from './locales/ms.json';
import th from './locales/th.json';

export type TrueFalseStrings = typeof en;

export const TRUE_FALSE_STRINGS: Record<Lang, TrueFalseStrings> = { en, id, th, hi, ms };
