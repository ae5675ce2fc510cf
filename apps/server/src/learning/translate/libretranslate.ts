/**
 * A LibreTranslate-compatible API (POST <url>/translate {q, source, target, format, api_key?}
 * → {translatedText, alternatives?}). An answer equal to the word itself means "no translation".
 */
import type { Lang } from '@web-ed/engine';
import { TranslateUnavailableError, type TranslateProvider, type Translation } from './provider';

export interface LibreTranslateOptions {
  url: string;
  apiKey?: string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface Answer {
  translatedText?: unknown;
  alternatives?: unknown;
  error?: unknown;
}

export class LibreTranslateProvider implements TranslateProvider {
  readonly name = 'libretranslate';
  private readonly endpoint: string;

  constructor(private readonly opts: LibreTranslateOptions) {
    this.endpoint = new URL(
      'translate',
      opts.url.endsWith('/') ? opts.url : `${opts.url}/`,
    ).toString();
  }

  async translate(word: string, source: Lang, target: Lang): Promise<Translation | null> {
    const body = {
      q: word,
      source,
      target,
      format: 'text',
      alternatives: 3,
      ...(this.opts.apiKey ? { api_key: this.opts.apiKey } : {}),
    };
    let res: Response;
    try {
      res = await (this.opts.fetch ?? fetch)(this.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5_000),
      });
    } catch (e) {
      throw new TranslateUnavailableError(
        `translation service unreachable: ${(e as Error).message}`,
      );
    }
    let answer: Answer;
    try {
      answer = (await res.json()) as Answer;
    } catch {
      throw new TranslateUnavailableError(
        `translation service answered ${res.status} without JSON`,
      );
    }
    if (!res.ok) {
      // 400: a language pair or word it does not handle; anything else: it is down or refusing.
      if (res.status === 400) return null;
      throw new TranslateUnavailableError(
        `translation service answered ${res.status}: ${typeof answer.error === 'string' ? answer.error : 'error'}`,
      );
    }
    const text = typeof answer.translatedText === 'string' ? answer.translatedText.trim() : '';
    if (!text || text.toLowerCase() === word.trim().toLowerCase()) return null;
    const alternatives = Array.isArray(answer.alternatives)
      ? answer.alternatives.filter(
          (a): a is string => typeof a === 'string' && a.trim() !== '' && a.trim() !== text,
        )
      : [];
    return { translation: text, alternatives, provider: this.name };
  }
}
