/**
 * The Vocabulary view's own words (item words: ../reading/item-strings.ts): one i18next resource
 * file per language in locales/ (what a translator opens); texts with a number or a name in them
 * ({{n}}, plural forms) are filled in by @web-ed/i18n/reader's localize, as i18next would.
 */
import type { Lang, VocabularyCard } from '@web-ed/schemas';
import en from './locales/en.json';
import hi from './locales/hi.json';
import id from './locales/id.json';
import ms from './locales/ms.json';
import th from './locales/th.json';
import { localize } from '@web-ed/i18n/reader';

type PartOfSpeech = NonNullable<VocabularyCard['part_of_speech']>;

export interface VocabularyStrings {
  instruction: string;
  cards: string;
  questions: string;
  cardOf: (n: number, total: number) => string;
  previous: string;
  next: string;
  knowThese: string;
  startQuestions: string;
  reviewCards: string;
  listenTo: (word: string) => string;
  listen: string;
  audioFailed: string;
  meaning: string;
  example: string;
  /** The language words are translated into, named in this language. */
  targetName: string;
  tapHint: (language: string) => string;
  arrowsHint: string;
  translating: string;
  offline: string;
  unavailable: string;
  close: string;
  partOfSpeech: Record<PartOfSpeech, string>;
}

export const VOCABULARY_STRINGS: Record<Lang, VocabularyStrings> = localize(
  { en, id, th, hi, ms },
  (r, t) => ({
    ...r,
    cardOf: (n, total) => t('cardOf', { n, total }),
    listenTo: (word) => t('listenTo', { word }),
    tapHint: (language) => t('tapHint', { language }),
  }),
);
