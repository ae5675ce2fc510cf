/**
 * The speaking view's own words: one i18next resource file per language in locales/ (what a
 * translator opens); the interface keeps every language complete.
 */
import type { Lang } from '@web-ed/schemas';
import type { RecognitionFailure } from './recognition';
import en from './locales/en.json';
import hi from './locales/hi.json';
import id from './locales/id.json';
import ms from './locales/ms.json';
import th from './locales/th.json';

export interface SpeakingStrings {
  instruction: string;
  /** The instruction when the sentence is the hidden answer to the prompt's question. */
  answerInstruction: string;
  /** Label of the sentence card for screen readers. */
  sentence: string;
  /** Label of the hidden sentence, shown once answered. */
  correctAnswer: string;
  listen: string;
  stop: string;
  loading: string;
  speak: string;
  listening: string;
  hearing: string;
  youSaid: string;
  typeInstead: string;
  speakInstead: string;
  typeLabel: string;
  typeAnswerLabel: string;
  check: string;
  modelUnavailable: string;
  explanation: string;
  showHint: string;
  hideHint: string;
  hint: string;
  failures: Record<RecognitionFailure, string>;
}

export const SPEAKING_STRINGS: Record<Lang, SpeakingStrings> = { en, id, th, hi, ms };
