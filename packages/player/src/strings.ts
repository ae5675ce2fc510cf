/**
 * The Player's own words: one i18next resource file per language in locales/ (what a translator
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

export interface PlayerStrings {
  questionOf: (n: number, total: number) => string;
  progress: string;
  loading: string;
  skip: string;
  next: string;
  seeResults: string;
  correct: string;
  notQuite: string;
  saved: string;
  incomplete: string;
  done: string;
  starsOf: (n: number) => string;
  points: (n: number) => string;
  correctOf: (n: number, total: number) => string;
  unknownTypeTitle: string;
  unknownType: (type: number) => string;
  loadFailedTitle: string;
  loadFailed: string;
  retry: string;
  emptyTaskTitle: string;
  emptyTask: string;
  /** The countdown's name for screen readers (read when they reach it, never announced). */
  timeLeft: (seconds: number) => string;
  /** Announced once, politely, at 10 seconds left. */
  tenSecondsLeft: string;
  /** Announced when a timed round runs out; also the result's heading. */
  timeUp: string;
  /** Under the result of a play that counts for nothing (a timed-out brain battle). */
  voidedNote: string;
  roundTitle: string;
  roundRules: (questions: number, seconds: number) => string;
  roundRulesRelaxed: (questions: number) => string;
  noTimePressure: string;
  noTimePressureHint: string;
  start: string;
  /** The button that opens the study buddy with this question attached. */
  askBuddy: string;
}

/** Whole numbers as they are; partial credit with one decimal. */
const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export const PLAYER_STRINGS: Record<Lang, PlayerStrings> = localize(
  { en, id, th, hi, ms },
  (r, t) => ({
    ...r,
    questionOf: (n, total) => t('questionOf', { n, total }),
    starsOf: (n) => t('starsOf', { n }),
    points: (n) => t('points', { count: n }),
    correctOf: (n, total) => t('correctOf', { n: num(n), total }),
    unknownType: (type) => t('unknownType', { type }),
    timeLeft: (seconds) => t('timeLeft', { count: seconds }),
    roundRules: (questions, seconds) => t('roundRules', { questions, seconds }),
    roundRulesRelaxed: (questions) => t('roundRulesRelaxed', { questions }),
  }),
);
