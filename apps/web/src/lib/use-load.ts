/**
 * Loads data for a screen: a fresh load whenever `deps` change, errors as i18n keys. With `keep`
 * (a device key naming what the data depends on), a returning student sees the answer this
 * screen last showed at once while the fresh one loads, and still sees it when that load fails
 * (stale-while-revalidate; lib/storage/last-known).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorTextKey } from './shell';
import { keepLastKnown, readLastKnown } from './storage';
import { renderLoad } from './server-render';
import { state } from './store';

export type Load<T> =
  { status: 'loading' } | { status: 'error'; errorKey: string } | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[], keep?: string) {
  if (keep !== undefined) renderLoad(keep, load);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([...deps, attempt]);
  const [done, setDone] = useState<{ key: string; value: Load<T> } | null>(null);
  const kept = useMemo(
    () => (keep === undefined ? undefined : readLastKnown<T>(keep, state.session?.id)),
    [keep],
  );
  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        if (!live) return;
        setDone({ key, value: { status: 'ready', data } });
        if (keep !== undefined) keepLastKnown(keep, state.session?.id, data);
      },
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
  const current = done !== null && done.key === key ? done.value : LOADING;
  const result: Load<T> =
    current.status !== 'ready' && kept !== undefined ? { status: 'ready', data: kept } : current;
  return [result, retry] as const;
}
