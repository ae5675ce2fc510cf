/**
 * Loads data for a screen: a fresh load whenever `deps` change, errors as i18n keys. With `keep`
 * (a device key naming what the data depends on), a returning student sees the answer this
 * screen last showed at once while the fresh one loads, and still sees it when that load fails
 * (stale-while-revalidate; lib/storage/last-known). A `page:` key is this page's only: the
 * server's answer is shown by the first render and dropped, and no answer is kept for later.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { afterFirstPaint, errorTextKey } from './shell';
import { forgetKept, isPageOnly, keepLastKnown, readLastKnown, takeServed } from './storage';
import { renderLoad } from './server-render';
import { state } from './store';

export type Load<T> =
  { status: 'loading' } | { status: 'error'; errorKey: string } | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

/** Whether two answers are the same (answers are JSON). */
export function sameData(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[], keep?: string) {
  if (keep !== undefined) renderLoad(keep, load);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([...deps, attempt]);
  const kept = useMemo(
    () => (keep === undefined ? undefined : readLastKnown<T>(keep, state.session?.id)),
    [keep],
  );
  // The kept copy counts as this key's answer until another comes, so an equal fresh one (the
  // server rendered it a moment ago) renders nothing again.
  const [done, setDone] = useState<{ key: string; value: Load<T> } | null>(() =>
    kept === undefined ? null : { key, value: { status: 'ready', data: kept } },
  );
  // An answer the server rendered into this page a moment ago is asked again once the page is
  // idle, not in the task that hydrates it. Not a page-only one: the device may know better (a
  // play left half-way), and the student should see that at once.
  const [deferred] = useState(() =>
    keep !== undefined && takeServed(keep) && !isPageOnly(keep) ? key : null,
  );
  useEffect(() => {
    if (keep !== undefined && isPageOnly(keep)) forgetKept(keep);
  }, [keep]);
  useEffect(() => {
    let live = true;
    const ask = () =>
      load().then(
        (data) => {
          if (!live) return;
          setDone((d) =>
            d?.key === key && d.value.status === 'ready' && sameData(d.value.data, data)
              ? d
              : { key, value: { status: 'ready', data } },
          );
          if (keep !== undefined && !isPageOnly(keep)) keepLastKnown(keep, state.session?.id, data);
        },
        (error: unknown) => {
          const errorKey = errorTextKey(error);
          if (live && errorKey) setDone({ key, value: { status: 'error', errorKey } });
        },
      );
    const cancel = key === deferred ? afterFirstPaint(() => void ask()) : (void ask(), undefined);
    return () => {
      live = false;
      cancel?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = done !== null && done.key === key ? done.value : LOADING;
  const result: Load<T> =
    current.status !== 'ready' && kept !== undefined ? { status: 'ready', data: kept } : current;
  return [result, retry] as const;
}
