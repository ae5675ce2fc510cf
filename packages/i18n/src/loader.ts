/**
 * Lazy loading of the bundled strings. Each language is one dynamic import (one chunk holding all
 * of its namespaces), so a student downloads only the active language: one request on flaky data
 * instead of one per namespace, and no English fallback pack next to it (the key-parity test makes
 * every language complete, so i18next runs with no fallback language).
 */
import type { BackendModule, ReadCallback } from 'i18next';
import { SUPPORTED_LANGS, type Lang } from './languages';
import { NAMESPACES, type LocalePack, type Namespace, type PartialPack } from './namespaces';

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

function isLang(value: string): value is Lang {
  return (SUPPORTED_LANGS as readonly string[]).includes(value);
}

function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}

/**
 * An i18next backend reading the packs: each language's pack is imported once (a failed import
 * is forgotten so i18next's retry imports again) and `overrides` are laid over it per namespace.
 */
export function packBackend(
  loadPack: PackLoader = loadBundledPack,
  overrides?: PackOverrides,
): BackendModule {
  const packs = new Map<Lang, Promise<LocalePack>>();
  const packOf = (lang: Lang): Promise<LocalePack> => {
    let pack = packs.get(lang);
    if (pack === undefined) {
      pack = loadPack(lang);
      packs.set(lang, pack);
      pack.catch(() => packs.delete(lang));
    }
    return pack;
  };

  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      if (!isLang(language) || !isNamespace(namespace)) {
        callback(new Error(`No strings for ${language}/${namespace}`), false);
        return;
      }
      Promise.all([packOf(language), overrides?.(language)]).then(
        ([pack, extra]) => callback(null, { ...pack[namespace], ...extra?.[namespace] }),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
}
