/**
 * Reads i18next resource files the way i18next would, without i18next (16 KB gzip, most of a slow
 * phone's first-load budget): the app's strings (./create.ts), the plugins', the Player's and the
 * embed's. What the files use of i18next's JSON format, and no more:
 *
 * - `{{name}}` interpolation, not escaped (React escapes);
 * - plural forms `key_one`, `key_other`, … chosen by Intl.PluralRules when `count` is given
 *   (`key_zero`, if there is one, for 0), e.g. `"timeLeft_one": "{{count}} second left"`;
 * - context variants `key_<context>` chosen by the caller, e.g. `"intro_once"`;
 * - nested objects (read directly: they hold plain words).
 *
 *     export const PLAYER_STRINGS: Record<Lang, PlayerStrings> = localize(
 *       { en, id, th, hi, ms },
 *       (r, t) => ({ ...r, timeLeft: (seconds) => t('timeLeft', { count: seconds }) }),
 *     );
 *
 * plugins/shared/locales.test.ts and ./strings-as-i18next.test.ts check that this reads every
 * string of the plugins and of the app as i18next does.
 */
import type { Lang } from '@web-ed/engine';

/** A language's resource file: words, or objects of them (i18next's nested keys). */
export interface Resource {
  readonly [key: string]: string | Resource;
}

type PluralKey = `${string}_${Intl.LDMLPluralRule}`;

/**
 * One language's resource as a strings module reads it: English's keys, with the plural forms
 * optional (a language has the forms of its own plural rules: Indonesian only `_other`).
 */
export type Locale<En> = {
  readonly [K in keyof En as K extends PluralKey ? never : K]: En[K];
} & { readonly [K in keyof En as K extends PluralKey ? K : never]?: string };

/** The keys `t` takes: English's keys of words, plural forms by the name they share. */
export type Key<En> = {
  [K in keyof En]-?: En[K] extends string | undefined
    ? K extends `${infer Base}_${Intl.LDMLPluralRule}`
      ? Base
      : K
    : never;
}[keyof En] &
  string;

export interface TOptions {
  /** Picks the plural form, and is `{{count}}` in the text. */
  readonly count?: number;
  /** Picks the variant `key_<context>`; without one, `key` itself. */
  readonly context?: string | undefined;
  readonly [name: string]: string | number | undefined;
}

export type Translate<En> = (key: Key<En>, options?: TOptions) => string;

const rules = new Map<Lang, Intl.PluralRules>();
function pluralRules(lang: Lang): Intl.PluralRules {
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
  return r;
}

/** The keys i18next tries for `key`, the first found wins. */
function candidates(lang: Lang, key: string, options: TOptions): string[] {
  const { count, context } = options;
  const forms = (base: string) =>
    count === undefined
      ? [base]
      : [
          ...(count === 0 ? [`${base}_zero`] : []),
          `${base}_${pluralRules(lang).select(count)}`,
          base,
        ];
  return [...(context ? forms(`${key}_${context}`) : []), ...forms(key)];
}

/** `{{name}}` → options.name, as i18next (without a value, `{{name}}` stays). */
export function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** The text i18next gives for `key` in one language's resource, or undefined where it has none. */
export function lookup(
  lang: Lang,
  words: Resource | undefined,
  key: string,
  options: TOptions = {},
): string | undefined {
  if (!words) return undefined;
  for (const k of candidates(lang, key, options)) {
    const text = words[k];
    if (typeof text === 'string') return interpolate(text, options);
  }
  return undefined;
}

/** i18next's `t` over one language's resource; a key it lacks comes back as itself. */
export function translator<En>(lang: Lang, resource: En | Locale<En>): Translate<En> {
  const words = resource as unknown as Resource;
  return (key, options) => lookup(lang, words, key, options) ?? key;
}

/** The resources of every language: English, and the others shaped like it. */
export type Locales<En> = { readonly en: En } & {
  readonly [L in Exclude<Lang, 'en'>]: Locale<En>;
};

/** Each language's strings, built from its resource and a `t` over it. */
export function localize<En, S>(
  resources: Locales<En>,
  build: (resource: Locale<En>, t: Translate<En>) => S,
): Record<Lang, S> {
  const out = {} as Record<Lang, S>;
  for (const lang of Object.keys(resources) as Lang[]) {
    // English is its own Locale; the compiler cannot see it through the generic.
    const resource = resources[lang] as Locale<En>;
    out[lang] = build(resource, translator<En>(lang, resource));
  }
  return out;
}
