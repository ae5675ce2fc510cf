/**
 * The video_mcq view's own words: one i18next resource file per language in locales/ (what a
 * translator opens); texts with a number or a name in them ({{n}}, plural forms) are filled in by
 * @web-ed/i18n/reader's localize, as i18next would.
 */
import type { Lang } from '@web-ed/schemas';
import en from './locales/en.json';
import hi from './locales/hi.json';
import id from './locales/id.json';
import ms from './locales/ms.json';
import th from './locales/th.json';
import { localize } from '@web-ed/i18n/reader';

export interface VideoMcqStrings {
  video: string;
  intro: (n: number) => string;
  answeredOf: (n: number, total: number) => string;
  play: string;
  pause: string;
  back10: string;
  seek: string;
  timeOf: (position: string, duration: string) => string;
  captions: string;
  questionOf: (n: number, total: number) => string;
  pausedAt: (time: string) => string;
  atEnd: string;
  answerToContinue: string;
  watchAgain: string;
  saved: string;
  pressPlay: string;
  watchToEnd: string;
  videoFailed: string;
  transcript: string;
  results: string;
  explanation: string;
  correctAnswer: string;
  yourAnswer: string;
  yourAnswerCorrect: string;
}

export const VIDEO_MCQ_STRINGS: Record<Lang, VideoMcqStrings> = localize(
  { en, id, th, hi, ms },
  (r, t) => ({
    ...r,
    // "Once" in every language: the variant intro_once (not a plural form: Indonesian has none).
    intro: (n) => t('intro', { context: n === 1 ? 'once' : undefined, n }),
    answeredOf: (n, total) => t('answeredOf', { n, total }),
    timeOf: (position, duration) => t('timeOf', { position, duration }),
    questionOf: (n, total) => t('questionOf', { n, total }),
    pausedAt: (time) => t('pausedAt', { time }),
  }),
);
