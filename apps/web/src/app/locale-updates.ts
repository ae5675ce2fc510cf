/**
 * Translations published after a release (section 4 "Language"): at start the app reads the
 * server's translation config and, when the current language's locale_version is higher than
 * the one on the device (or none is stored), fetches that language's published strings, lays
 * them over the bundled ones and keeps them, so the next start shows them before any request.
 */
import {
  type I18n,
  markPackLoaded,
  shouldReloadPack,
  type Lang,
  type PartialPack,
  type StoredLocaleVersions,
} from '@web-ed/i18n';
import type { DataLocalesResponse, LocalesConfigResponse } from '@web-ed/schemas/api';
import type { ApiClient } from '@web-ed/api-client';

const KEY = 'web_ed_locale_packs';

interface Stored {
  versions: StoredLocaleVersions;
  packs: Partial<Record<string, PartialPack>>;
}

function read(): Stored {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null;
    if (parsed && typeof parsed.versions === 'object' && typeof parsed.packs === 'object')
      return parsed;
  } catch {
    // Unreadable: start over with the bundled strings.
  }
  return { versions: {}, packs: {} };
}

/** The published strings kept on this device for a language (createI18n's `overrides`). */
export function storedPack(lang: Lang): PartialPack | null {
  return read().packs[lang] ?? null;
}

/**
 * Whether the device keeps any published strings for a language (a device that asked once keeps
 * the answer: an empty pack when nothing was published).
 */
export function keepsPublishedStrings(lang: Lang): boolean {
  return Object.values(storedPack(lang) ?? {}).some((words) => Object.keys(words).length > 0);
}

/** Fetches and applies a newer pack for the current language; true when one was applied. */
export async function refreshLocale(
  instance: I18n,
  api: Pick<ApiClient, 'request'>,
): Promise<boolean> {
  const lang = instance.language;
  const config = await api.request<LocalesConfigResponse>('GET', '/data/locales/config.json', {
    auth: false,
    cache: 'no-store',
  });
  const stored = read();
  const serverVersion = config.locale_version[lang];
  if (!shouldReloadPack(serverVersion, stored.versions[lang])) return false;
  const published = await api.request<DataLocalesResponse>('GET', `/data/locales/${lang}.json`, {
    auth: false,
    cache: 'no-store',
  });
  // Laid over the whole pack: a namespace's few published words would otherwise stand for all of
  // it on a page the server rendered (it brought only its own screen's strings).
  if (Object.keys(published.pack).length > 0) await instance.load(lang);
  instance.addStrings(lang, published.pack);
  const next: Stored = {
    versions: markPackLoaded(stored.versions, lang, published.version),
    packs: { ...stored.packs, [lang]: published.pack },
  };
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full: the strings apply for this visit only.
  }
  return true;
}
