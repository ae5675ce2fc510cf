/**
 * Languages the answer matchers understand. Anything else is treated as
 * English so a bad content field degrades to a usable comparison instead of
 * throwing mid-lesson.
 */
import type { Lang } from '@web-ed/schemas';

export type { Lang };

// `satisfies` keeps this list in step with the schema's enum.
export const SUPPORTED_LANGS = ['en', 'id', 'th', 'hi', 'ms'] as const satisfies readonly Lang[];

export const DEFAULT_LANG: Lang = 'en';

/** Each language's name in its own script, for a language picker (never translated). */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  hi: 'हिन्दी',
  ms: 'Bahasa Melayu',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (SUPPORTED_LANGS as readonly string[]).includes(value);
}

/** Unknown language falls back to English. */
export function resolveLang(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}
