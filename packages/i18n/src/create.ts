/**
 * The app's i18next instance: lazily loaded packs, no fallback language, React-safe
 * interpolation (React escapes, so i18next must not).
 *
 *     const i18n = await createI18n({ language: pickLanguage(navigator.language), plugins: [initReactI18next] });
 *     i18n.t('errors:noInternet');            // "Tidak ada koneksi internet, Coba lagi." in id
 *     await i18n.changeLanguage('th');        // downloads the Thai chunk, once
 */
import i18next, { type i18n, type Module, type Newable, type NewableModule } from 'i18next';
import { DEFAULT_LANG, SUPPORTED_LANGS, type Lang } from './languages';
import { loadBundledPack, packBackend, type PackLoader, type PackOverrides } from './loader';
import { DEFAULT_NAMESPACE, NAMESPACES, type Namespace, type PartialPack } from './namespaces';

export type I18nPlugin = Module | NewableModule<Module> | Newable<Module>;

export interface CreateI18nOptions {
  /** Start language (default en); see pickLanguage. */
  language?: Lang;
  /** Namespaces to load up front (default: all of them; they come in one chunk anyway). */
  namespaces?: readonly Namespace[];
  /** Where packs come from (default: the bundled, lazily imported JSON). Tests inject a spy. */
  loadPack?: PackLoader;
  /** Newer strings laid over the bundled ones, e.g. a server pack kept on the device. */
  overrides?: PackOverrides;
  /** i18next plugins, e.g. react-i18next's initReactI18next. */
  plugins?: readonly I18nPlugin[];
}

export async function createI18n(options: CreateI18nOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(packBackend(options.loadPack ?? loadBundledPack, options.overrides));
  for (const plugin of options.plugins ?? []) instance.use(plugin);
  await instance.init({
    lng: options.language ?? DEFAULT_LANG,
    supportedLngs: [...SUPPORTED_LANGS],
    fallbackLng: false,
    load: 'currentOnly',
    ns: [...(options.namespaces ?? NAMESPACES)],
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    // A pack is a local chunk (precached by the service worker): if it failed twice it will not
    // come by waiting, so do not hold the start-up for i18next's default five retries (~11 s).
    maxRetries: 2,
  });
  return instance;
}

/**
 * Lays a newer pack (e.g. fetched because its locale_version went up) over a language's strings,
 * key by key; keys the pack lacks keep their bundled text.
 */
export function applyPack(instance: i18n, lang: Lang, pack: PartialPack): void {
  for (const ns of NAMESPACES) {
    const strings = pack[ns];
    if (strings) instance.addResourceBundle(lang, ns, strings, true, true);
  }
}
