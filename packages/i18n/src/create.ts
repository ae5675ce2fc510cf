/**
 * The app's strings, one language at a time, read by ./reader.ts as i18next reads them. A
 * language's pack (one chunk holding every namespace) is loaded when a screen first needs it; a
 * page the server rendered hands over the namespaces its screen used instead, so the first screen
 * needs no pack download.
 *
 *     const i18n = await createI18n({ language: pickLanguage(navigator.language) });
 *     i18n.t('errors:noInternet');            // "Tidak ada koneksi internet, Coba lagi." in id
 *     await i18n.changeLanguage('th');        // downloads the Thai chunk, once
 */
import { DEFAULT_LANG, SUPPORTED_LANGS, type Lang } from './languages';
import { loadBundledPack, type PackLoader, type PackOverrides } from './loader';
import { DEFAULT_NAMESPACE, NAMESPACES, type Namespace, type PartialPack } from './namespaces';
import { lookup, type TOptions } from './reader';

export interface CreateI18nOptions {
  /** Start language (default en); see pickLanguage. */
  language?: Lang;
  /** Where packs come from (default: the bundled, lazily imported JSON). Tests inject a spy. */
  loadPack?: PackLoader;
  /** Newer strings laid over the bundled ones, e.g. a server pack kept on the device. */
  overrides?: PackOverrides;
  /**
   * Namespaces of the start language already at hand (the server's render put them in the page):
   * the pack is then loaded only when a screen needs another namespace.
   */
  strings?: PartialPack;
}

export interface TranslateOptions extends TOptions {
  /** The namespace of a key without `namespace:` (default: the translator's own). */
  readonly ns?: Namespace;
}

/** `t('key')` in the translator's namespace, `t('namespace:key')` in another. */
export type TFunction = (key: string, options?: TranslateOptions) => string;

type Strings = Partial<Record<Namespace, Readonly<Record<string, string>>>>;

/** A failed pack (offline, not cached) is tried once more, then its keys show until a retry. */
const PACK_TRIES = 2;

function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}

/** The namespace of `namespace:key`, else `fallback`; and the key without it. */
export function splitKey(key: string, fallback: Namespace): [Namespace, string] {
  const colon = key.indexOf(':');
  const prefix = colon > 0 ? key.slice(0, colon) : '';
  return isNamespace(prefix) ? [prefix, key.slice(colon + 1)] : [fallback, key];
}

export class I18n {
  #language: Lang;
  readonly #strings = new Map<Lang, Strings>();
  readonly #packs = new Map<Lang, Promise<void>>();
  readonly #listeners = new Set<() => void>();
  readonly #languageListeners = new Set<(lang: Lang) => void>();
  readonly #used = new Set<Namespace>();
  /** A screen showed a key, or waited, for want of the current language's strings. */
  #wanted = false;
  /** Languages whose pack failed to load last time: shown by their keys, not waited for again. */
  readonly #failed = new Set<Lang>();
  readonly #loadPack: PackLoader;
  readonly #overrides: PackOverrides | undefined;
  /** Goes up when what the screens show would change: what React's hooks re-render on. */
  version = 0;

  constructor(options: CreateI18nOptions = {}) {
    this.#language = options.language ?? DEFAULT_LANG;
    this.#loadPack = options.loadPack ?? loadBundledPack;
    this.#overrides = options.overrides;
  }

  get language(): Lang {
    return this.#language;
  }

  /** Whether `lang` has these namespaces' strings (default: the current language). */
  has(namespaces: readonly Namespace[], lang: Lang = this.#language): boolean {
    const strings = this.#strings.get(lang);
    return namespaces.every((ns) => strings?.[ns] !== undefined);
  }

  /**
   * Null when the current language has these namespaces, else the load of its pack (the same
   * promise until it settles, as React's `use` needs). Each namespace asked for is noted (takeUsedStrings).
   */
  ready(namespaces: readonly Namespace[]): Promise<void> | null {
    for (const ns of namespaces) this.#used.add(ns);
    if (this.has(namespaces)) return null;
    this.#wanted = true;
    const pack = this.load(this.#language);
    return this.#failed.has(this.#language) ? null : pack;
  }

  /** Loads a language's whole pack, with its overrides laid over; once per language. */
  load(lang: Lang): Promise<void> {
    let pack = this.#packs.get(lang);
    if (!pack) {
      pack = this.#fetch(lang).then(
        ([bundled, extra]) => {
          this.#failed.delete(lang);
          this.addStrings(lang, bundled, extra);
        },
        () => {
          this.#packs.delete(lang);
          this.#failed.add(lang);
        },
      );
      this.#packs.set(lang, pack);
    }
    return pack;
  }

  async #fetch(lang: Lang) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await Promise.all([this.#loadPack(lang), this.#overrides?.(lang)]);
      } catch (error) {
        if (attempt >= PACK_TRIES) throw error;
      }
    }
  }

  /**
   * Lays strings over a language's, key by key; keys they lack keep their text. The screens render
   * again only when that changes what they show: a word they had differs, or they were missing
   * some (the whole pack arriving after a rendered page's own strings changes nothing shown).
   */
  addStrings(lang: Lang, ...packs: (PartialPack | null | undefined)[]): void {
    const strings = { ...this.#strings.get(lang) };
    let differs = false;
    for (const pack of packs)
      for (const ns of NAMESPACES) {
        const words = pack?.[ns];
        if (!words) continue;
        const had = strings[ns];
        if (had) differs ||= Object.entries(words).some(([k, v]) => k in had && had[k] !== v);
        strings[ns] = { ...had, ...words };
      }
    this.#strings.set(lang, strings);
    if (lang !== this.#language || !(differs || this.#wanted)) return;
    this.#wanted = false;
    this.#changed();
  }

  /** Switches language once its pack has loaded (a pack that cannot load leaves its keys showing). */
  async changeLanguage(lang: Lang): Promise<void> {
    if (!(SUPPORTED_LANGS as readonly string[]).includes(lang)) return;
    await this.load(lang);
    if (lang === this.#language) return;
    this.#language = lang;
    this.#changed();
    for (const listener of this.#languageListeners) listener(lang);
  }

  /** Calls `listener` after each change of language; returns the unsubscribe. */
  onLanguageChanged(listener: (lang: Lang) => void): () => void {
    this.#languageListeners.add(listener);
    return () => this.#languageListeners.delete(listener);
  }

  /** `listener` runs on every change of `version` (React's binding re-renders on it). */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #changed(): void {
    this.version++;
    for (const listener of this.#listeners) listener();
  }

  /** `t` reading `namespace` for keys without one. */
  fixedT(namespace: Namespace = DEFAULT_NAMESPACE): TFunction {
    return (key, options) => this.#translate(namespace, key, options);
  }

  t: TFunction = (key, options) => this.#translate(DEFAULT_NAMESPACE, key, options);

  #translate(namespace: Namespace, key: string, options: TranslateOptions = {}): string {
    const [ns, bare] = splitKey(key, options.ns ?? namespace);
    this.#used.add(ns);
    const words = this.#strings.get(this.#language)?.[ns];
    // A namespace the page did not bring: its pack comes, and the screen re-renders with it.
    if (!words) {
      this.#wanted = true;
      void this.load(this.#language);
    }
    return lookup(this.#language, words, bare, options) ?? bare;
  }

  /** The current language's strings of the namespaces asked for or read since the last call. */
  takeUsedStrings(): PartialPack {
    const strings = this.#strings.get(this.#language) ?? {};
    const used = Object.fromEntries(
      [...this.#used].flatMap((ns) => (strings[ns] ? [[ns, strings[ns]]] : [])),
    );
    this.#used.clear();
    return used;
  }
}

export async function createI18n(options: CreateI18nOptions = {}): Promise<I18n> {
  const i18n = new I18n(options);
  if (options.strings)
    i18n.addStrings(i18n.language, options.strings, await options.overrides?.(i18n.language));
  else await i18n.load(i18n.language);
  return i18n;
}
