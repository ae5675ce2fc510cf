/** The namespaces of the shell's strings, one JSON file each per language. */
import type en from './packs/en';

export const NAMESPACES = [
  'common',
  'nav',
  'auth',
  'onboarding',
  'home',
  'courses',
  'learn',
  'result',
  'settings',
  'errors',
  'dialogs',
  'chat',
  'missions',
  'streak',
  'leaderboard',
  'profile',
  'shop',
  'skillcheck',
  'notifications',
  'programs',
  'faq',
  'learnalytics',
  'community',
  'voting',
  'ecopower',
  'math',
  'play',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE: Namespace = 'common';

/**
 * i18next's plural suffixes (Intl.PluralRules categories). English has `_one` and `_other`; a
 * language needs only the categories its rules have (th, id, ms: `_other` alone; hi: `_one` for 0
 * and 1, `_other`), so every suffix but `_other` is optional here (locales.test.ts checks the
 * exact set per language).
 */
type OptionalPluralKey<K> = K extends `${string}_${'zero' | 'one' | 'two' | 'few' | 'many'}`
  ? K
  : never;

type Strings<T> = { readonly [K in Exclude<keyof T, OptionalPluralKey<keyof T>>]: string } & {
  readonly [K in OptionalPluralKey<keyof T>]?: string;
};

/** One language's strings: English is the reference shape every other language must match. */
export type LocalePack = {
  readonly [N in Namespace]: Strings<(typeof en)[N]>;
};

/** Strings for some namespaces and keys, e.g. a newer pack fetched from the server. */
export type PartialPack = { readonly [N in Namespace]?: Readonly<Record<string, string>> };
