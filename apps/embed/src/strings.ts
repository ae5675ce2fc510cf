/**
 * The element's own words (the Player brings its own): one i18next resource file per language in
 * locales/ (what a translator opens); texts with a number or a name in them ({{n}}, plural forms)
 * are filled in by @web-ed/i18n/reader's localize, as i18next would.
 */
import type { Lang } from '@web-ed/schemas';
import en from './locales/en.json';
import hi from './locales/hi.json';
import id from './locales/id.json';
import ms from './locales/ms.json';
import th from './locales/th.json';
import { localize } from '@web-ed/i18n/reader';

export interface EmbedStrings {
  loading: string;
  refusedTitle: string;
  refused: string;
  failedTitle: string;
  failed: string;
  retry: string;
  saving: string;
  notSaved: string;
  nextTask: string;
  chapterDone: string;
  earned: (points: number) => string;
  playAgain: string;
  poweredBy: string;
}

export const EMBED_STRINGS: Record<Lang, EmbedStrings> = localize(
  { en, id, th, hi, ms },
  (r, t) => ({
    ...r,
    earned: (points) => t('earned', { points }),
  }),
);
