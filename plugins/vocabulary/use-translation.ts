import { useRef, useState } from 'react';
import type { Lang } from '@web-ed/schemas';
import { ServiceUnavailableError, usePluginServices } from '../services';

/** Words are English; a student who reads the app in English gets the default target, Indonesian. */
export function translationTarget(lang: Lang): Lang {
  return lang === 'en' ? 'id' : lang;
}

/** On flaky mobile data a hanging call must not leave "Translating…" up for ever. */
const TIMEOUT_MS = 8000;

export type Translation =
  | { word: string; status: 'loading' }
  | { word: string; status: 'done'; text: string }
  | { word: string; status: 'failed'; offline: boolean };

function isOffline(error: unknown): boolean {
  if (error instanceof ServiceUnavailableError && error.reason === 'offline') return true;
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ServiceUnavailableError('server')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/**
 * Looks words up through the host's translate service, remembering answers for this question.
 * Only the latest request may show: a slow answer for an earlier word is dropped. A failure is
 * a state to show, never an error: the activity goes on without translations.
 */
export function useTranslation(target: Lang) {
  const { translate } = usePluginServices();
  const cache = useRef(new Map<string, string>());
  const latest = useRef(0);
  const [translation, setTranslation] = useState<Translation | null>(null);

  const lookUp = (word: string) => {
    const request = ++latest.current;
    const key = word.toLowerCase();
    const known = cache.current.get(key);
    if (known !== undefined) {
      setTranslation({ word, status: 'done', text: known });
      return;
    }
    setTranslation({ word, status: 'loading' });
    withTimeout(translate(key, 'en', target), TIMEOUT_MS).then(
      (text) => {
        if (request !== latest.current) return;
        // An empty answer is no translation: say so rather than show a blank bubble.
        if (!text.trim()) {
          setTranslation({ word, status: 'failed', offline: false });
          return;
        }
        cache.current.set(key, text);
        setTranslation({ word, status: 'done', text });
      },
      (error: unknown) => {
        if (request === latest.current)
          setTranslation({ word, status: 'failed', offline: isOffline(error) });
      },
    );
  };

  const close = () => {
    latest.current++;
    setTranslation(null);
  };

  return { translation, lookUp, close };
}
