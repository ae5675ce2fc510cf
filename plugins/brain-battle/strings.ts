/**
 * The brain battle view's own words: one i18next resource file per language in locales/ (what a
 * translator opens); the interface keeps every language complete.
 */
import type { Lang } from '@web-ed/schemas';
import en from './locales/en.json';
import hi from './locales/hi.json';
import id from './locales/id.json';
import ms from './locales/ms.json';
import th from './locales/th.json';

export interface BrainBattleStrings {
  /** Under the prompt: one tap is the answer, there is no Check. */
  tapToAnswer: string;
}

export const BRAIN_BATTLE_STRINGS: Record<Lang, BrainBattleStrings> = { en, id, th, hi, ms };
