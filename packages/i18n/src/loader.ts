/**
 * Lazy loading of the bundled strings. Each language is one dynamic import (one chunk holding all
 * of its namespaces), so a student downloads only the active language: one request on flaky data
 * instead of one per namespace, and no English fallback pack next to it (the key-parity test makes
 * every language complete, so there is no fallback language).
 */
import type { Lang } from './languages';
import type { LocalePack, PartialPack } from './namespaces';

export type PackLoader = (lang: Lang) => Promise<LocalePack>;

/** Newer strings for a language (e.g. a server pack kept on the device), or nothing. */
export type PackOverrides = (
  lang: Lang,
) => PartialPack | null | undefined | Promise<PartialPack | null | undefined>;

export const loadBundledPack: PackLoader = async (lang) => {
  switch (lang) {
    case 'en':
      return (await import('./packs/en')).default;
    case 'id':
      return (await import('./packs/id')).default;
    case 'th':
      return (await import('./packs/th')).default;
    case 'hi':
      return (await import('./packs/hi')).default;
    case 'ms':
      return (await import('./packs/ms')).default;
  }
};
