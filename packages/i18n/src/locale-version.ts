/**
 * `locale_version` (sections 3 and 4): the server's translation config lists the supported
 * languages and a version number per language. A language's pack is reloaded when the server's
 * version is higher than the one stored on the device, or when none is stored yet. A language the
 * server gives no version for is never reloaded (there is nothing newer to fetch).
 */
import type { Lang } from './languages';

export interface TranslationConfig {
  supported_language: readonly string[];
  locale_version: Readonly<Partial<Record<string, number>>>;
}

/** Versions of the packs stored on the device, per language. */
export type StoredLocaleVersions = Readonly<Partial<Record<string, number>>>;

export function shouldReloadPack(
  serverVersion: number | null | undefined,
  storedVersion: number | null | undefined,
): boolean {
  if (typeof serverVersion !== 'number' || !Number.isFinite(serverVersion)) return false;
  if (typeof storedVersion !== 'number' || !Number.isFinite(storedVersion)) return true;
  return serverVersion > storedVersion;
}

/** The languages (among `languages`, default: the server's supported list) whose pack is stale. */
export function packsToReload(
  config: TranslationConfig,
  stored: StoredLocaleVersions,
  languages: readonly string[] = config.supported_language,
): string[] {
  return languages.filter((lang) => shouldReloadPack(config.locale_version[lang], stored[lang]));
}

/** The stored versions after `lang`'s pack was reloaded at `version`. */
export function markPackLoaded(
  stored: StoredLocaleVersions,
  lang: Lang | string,
  version: number,
): StoredLocaleVersions {
  return { ...stored, [lang]: version };
}
