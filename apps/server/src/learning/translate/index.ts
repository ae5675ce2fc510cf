/**
 * The translator of dictionary-translate: the glossary first, then a LibreTranslate-compatible
 * API when TRANSLATE_URL is set (TRANSLATE_API_KEY, TRANSLATE_TIMEOUT_MS optional).
 */
import type { Db } from '../../db/client';
import { GlossaryProvider } from './glossary-provider';
import { LibreTranslateProvider } from './libretranslate';
import { TranslatorChain, type TranslateProvider } from './provider';

export * from './provider';
export { GlossaryProvider } from './glossary-provider';
export { LibreTranslateProvider } from './libretranslate';

export interface TranslateConfig {
  url: string | null;
  apiKey: string | null;
  timeoutMs: number;
}

export function translateConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TranslateConfig {
  const timeoutMs = Number(env.TRANSLATE_TIMEOUT_MS ?? 5_000);
  if (env.TRANSLATE_URL) {
    let url: URL | null;
    try {
      url = new URL(env.TRANSLATE_URL);
    } catch {
      url = null;
    }
    if (!url || !/^https?:$/.test(url.protocol)) {
      throw new Error(
        `TRANSLATE_URL must be an http(s) URL of a LibreTranslate-compatible API, got "${env.TRANSLATE_URL}"`,
      );
    }
  }
  return {
    url: env.TRANSLATE_URL || null,
    apiKey: env.TRANSLATE_API_KEY || null,
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : 5_000,
  };
}

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
