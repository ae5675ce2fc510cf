/**
 * The listening view's own words: one i18next resource file per language in locales/ (what a
 * translator opens); the interface keeps every language complete.
 */
import type { Lang } from '@web-ed/schemas';
import en from './locales/en.json';
import hi from './locales/hi.json';
import id from './locales/id.json';
import ms from './locales/ms.json';
import th from './locales/th.json';

export interface ListeningStrings {
  typeInstruction: string;
  chooseInstruction: string;
  /** Name of the player group for screen readers. */
  audio: string;
  play: string;
  pause: string;
  stop: string;
  loading: string;
  replay: string;
  slower: string;
  /** Shown while the device's voice reads the text (there is no recording). */
  computerVoice: string;
  typeLabel: string;
  check: string;
  options: string;
  yourAnswer: string;
  yourAnswerCorrect: string;
  correctAnswer: string;
  transcript: string;
  explanation: string;
  /** Other typed answers that count as right. */
  alsoAccepted: string;
  /** The server, checking again online, judged otherwise than this device (newer content). */
  checkedOnlineCorrect: string;
  checkedOnlineWrong: string;
  showHint: string;
  hideHint: string;
  hint: string;
  loadFailed: string;
  noVoice: string;
}

export const LISTENING_STRINGS: Record<Lang, ListeningStrings> = { en, id, th, hi, ms };
