/**
 * @web-ed/i18n: the shell's strings in en, id, th, hi and ms, loaded lazily per language, and
 * the language rules of the spec (device language, locale_version). React's binding is
 * `@web-ed/i18n/react`; the reader all strings share is `@web-ed/i18n/reader`.
 */
export {
  createI18n,
  I18n,
  splitKey,
  type CreateI18nOptions,
  type TFunction,
  type TranslateOptions,
} from './create';
export { loadBundledPack, type PackLoader, type PackOverrides } from './loader';
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
