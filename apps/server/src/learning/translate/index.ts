/**
 * The translator of dictionary-translate: the glossary first, then a LibreTranslate-compatible
 * API when one is configured (TRANSLATE_URL, see config.ts).
 */
import type { TranslateConfig } from '../../config';
import type { Db } from '../../db/client';
import { GlossaryProvider } from './glossary-provider';
import { LibreTranslateProvider } from './libretranslate';
import { TranslatorChain, type TranslateProvider } from './provider';

export * from './provider';
export { GlossaryProvider } from './glossary-provider';
export { LibreTranslateProvider } from './libretranslate';

export function createTranslator(db: Db, config: TranslateConfig): TranslateProvider {
  const providers: TranslateProvider[] = [new GlossaryProvider(db)];
  if (config.url)
    providers.push(
      new LibreTranslateProvider({
        url: config.url,
        apiKey: config.apiKey,
        timeoutMs: config.timeoutMs,
      }),
    );
  return new TranslatorChain(providers);
}
