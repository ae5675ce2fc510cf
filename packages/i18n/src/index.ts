/**
 * @web-ed/i18n: the shell's strings in en, id, th, hi and ms, loaded lazily per language, and
 * the language rules of the spec (device language, locale_version).
 */
export { createI18n, applyPack, type CreateI18nOptions, type I18nPlugin } from './create';
export { loadBundledPack, packBackend, type PackLoader, type PackOverrides } from './loader';
export {
  DEFAULT_LANG,
  LANGUAGE_NAMES,
  SUPPORTED_LANGS,
  pickLanguage,
  type Lang,
} from './languages';
export {
  NAMESPACES,
  DEFAULT_NAMESPACE,
  type LocalePack,
  type Namespace,
  type PartialPack,
} from './namespaces';
export {
  markPackLoaded,
  packsToReload,
  shouldReloadPack,
  type StoredLocaleVersions,
  type TranslationConfig,
} from './locale-version';
