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

/** One language's strings: English is the reference shape every other language must match. */
export type LocalePack = {
  readonly [N in Namespace]: { readonly [K in keyof (typeof en)[N]]: string };
};

/** Strings for some namespaces and keys, e.g. a newer pack fetched from the server. */
export type PartialPack = { readonly [N in Namespace]?: Readonly<Record<string, string>> };
