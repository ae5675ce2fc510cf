/** A text of a content file in each language: the wanted language, else English. */
import type { Lang } from '@web-ed/engine';

export type LocalizedText = { en: string } & Partial<Record<Lang, string>>;

export function localized(text: LocalizedText | undefined, lang: Lang): string {
  if (!text) return '';
  return text[lang] ?? text.en;
}
