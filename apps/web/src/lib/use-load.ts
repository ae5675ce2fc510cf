/** Loads data for a screen: a fresh load whenever `deps` change, errors as i18n keys. */
import { useCallback, useEffect, useState } from 'react';
import { errorTextKey } from './shell';

export type Load<T> =
  { status: 'loading' } | { status: 'error'; errorKey: string } | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([...deps, attempt]);
  const [done, setDone] = useState<{ key: string; value: Load<T> } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setDone({ key, value: { status: 'ready', data } }),
      (error: unknown) => {
        const errorKey = errorTextKey(error);
        if (live && errorKey) setDone({ key, value: { status: 'error', errorKey } });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const result: Load<T> = done !== null && done.key === key ? done.value : LOADING;
  return [result, retry] as const;
}
