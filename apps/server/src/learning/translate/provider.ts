/** A source of word translations for dictionary-translate. Providers are tried in order. */
import type { Lang } from '@web-ed/engine';

export interface Translation {
  translation: string;
  /** Other accepted translations, best first. */
  alternatives: string[];
  /** Which provider answered: "glossary", "libretranslate". */
  provider: string;
}

export interface TranslateProvider {
  readonly name: string;
  /** null when the provider knows no translation; throws TranslateUnavailableError when it cannot answer. */
  translate(word: string, source: Lang, target: Lang): Promise<Translation | null>;
}

/** The provider could not be reached or failed: worth retrying later, unlike "not found". */
export class TranslateUnavailableError extends Error {
  override name = 'TranslateUnavailableError';
}

/** Tries each provider in order; the first translation wins. */
export class TranslatorChain implements TranslateProvider {
  readonly name = 'chain';
  constructor(readonly providers: readonly TranslateProvider[]) {}

  async translate(word: string, source: Lang, target: Lang): Promise<Translation | null> {
    let failure: unknown = null;
    for (const p of this.providers) {
      try {
        const found = await p.translate(word, source, target);
        if (found) return found;
      } catch (e) {
        if (!(e instanceof TranslateUnavailableError)) throw e;
        failure = e;
      }
    }
    // Nobody knew it; if a provider that might have known was down, say so rather than "not found".
    if (failure) throw failure;
    return null;
  }
}
