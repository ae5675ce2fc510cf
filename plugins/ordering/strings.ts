/**
 * The ordering view's words: one i18next resource file per language in locales/ (what a
 * translator opens); texts with a number or a name in them ({{item}}, plural forms) are filled
 * in by @web-ed/i18n/reader's localize, as i18next would.
 */
import type { Lang } from '@web-ed/schemas';
import en from './locales/en.json';
import hi from './locales/hi.json';
import id from './locales/id.json';
import ms from './locales/ms.json';
import th from './locales/th.json';
import { localize } from '@web-ed/i18n/reader';

export interface OrderingStrings {
  instruction: string;
  listLabel: string;
  moveUp: (item: string) => string;
  moveDown: (item: string) => string;
  /** Said by the live region after a move: where the item is now. */
  moved: (item: string, position: number, total: number) => string;
  check: string;
  inPlace: string;
  outOfPlace: string;
  rightOrder: string;
  rightPlaces: (count: number, total: number) => string;
  showHint: string;
  hideHint: string;
  hint: string;
  explanation: string;
}

export const ORDERING_STRINGS: Record<Lang, OrderingStrings> = localize(
  { en, id, th, hi, ms },
  (r, t) => ({
    ...r,
    moveUp: (item) => t('moveUp', { item }),
    moveDown: (item) => t('moveDown', { item }),
    moved: (item, position, total) => t('moved', { item, position, total }),
    rightPlaces: (count, total) => t('rightPlaces', { count, total }),
  }),
);
