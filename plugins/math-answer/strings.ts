/**
 * The typed math answer's own words: one i18next resource file per language in locales/ (what a
 * translator opens); the interface keeps every language complete.
 */
import type { Lang } from '@web-ed/schemas';
import type { HintStrings } from '../shared/hint';
import en from './locales/en.json';
import hi from './locales/hi.json';
import id from './locales/id.json';
import ms from './locales/ms.json';
import th from './locales/th.json';

export interface MathAnswerStrings extends HintStrings {
  yourAnswer: string;
  numericHelp: string;
  expressionHelp: string;
  check: string;
  correct: string;
  correctAnswer: string;
  explanation: string;
}

export const MATH_ANSWER_STRINGS: Record<Lang, MathAnswerStrings> = { en, id, th, hi, ms };
