/**
 * The ecopower deck's own words: one i18next resource file per language in locales/ (what a
 * translator opens); texts with a number or a name in them ({{n}}, plural forms) are filled in by
 * @web-ed/i18n/reader's localize, as i18next would.
 */
import type { Lang } from '@web-ed/schemas';
import type { CardKind } from './cards';
import en from './locales/en.json';
import hi from './locales/hi.json';
import id from './locales/id.json';
import ms from './locales/ms.json';
import th from './locales/th.json';
import { localize } from '@web-ed/i18n/reader';

export interface EcopowerStrings {
  deck: string;
  card: string;
  cardOf: (n: number, total: number) => string;
  kinds: Record<CardKind, string>;
  previous: string;
  next: string;
  goTo: (n: number, kind: string) => string;
  chooseOne: string;
  quizProgress: (n: number, total: number) => string;
  finish: string;
  answerAll: (left: number) => string;
  seeAll: string;
  waitUpload: string;
  explanation: string;
  correctAnswer: string;
  yourAnswer: string;
  yourAnswerCorrect: string;
  notScored: string;
  accepted: (types: string[], maxMb: number) => string;
  chances: (left: number) => string;
  chooseFile: string;
  chooseAnother: string;
  preparing: string;
  uploading: (fileName: string) => string;
  uploaded: (fileName: string) => string;
  unsupported: (types: string[]) => string;
  tooLarge: (maxMb: number) => string;
  unreadable: string;
  /** Spec section 8, during upload. */
  offline: string;
  /** Spec section 8. */
  serverFailed: string;
  unavailable: string;
  retry: string;
  closed: string;
}

/** "a, b or c": the language's word for "or" is the key `or`. */
const list = (items: string[], or: string) =>
  items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} ${or} ${items[items.length - 1]}`;

export const ECOPOWER_STRINGS: Record<Lang, EcopowerStrings> = localize(
  { en, id, th, hi, ms },
  (r, t) => ({
    ...r,
    cardOf: (n, total) => t('cardOf', { n, total }),
    goTo: (n, kind) => t('goTo', { n, kind }),
    quizProgress: (n, total) => t('quizProgress', { n, total }),
    answerAll: (left) => t('answerAll', { count: left }),
    accepted: (types, mb) => t('accepted', { types: list(types, r.or), mb }),
    // Worded apart for 1 and 0 in every language (not plural forms, which Indonesian lacks):
    // the variants chances_last and chances_none.
    chances: (left) =>
      t('chances', { context: left >= 2 ? undefined : left === 1 ? 'last' : 'none', left }),
    uploading: (name) => t('uploading', { name }),
    uploaded: (name) => t('uploaded', { name }),
    unsupported: (types) => t('unsupported', { types: list(types, r.or) }),
    tooLarge: (mb) => t('tooLarge', { mb }),
  }),
);
