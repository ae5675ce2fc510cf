/**
 * One part of /home/ loading on its own: a skeleton until its first answer, an error (offline or
 * not) that retries by itself when the device comes back online, and a refresh that keeps what
 * is shown until the new answer arrives (no skeleton flash, no layout shift after a claim).
 */
import { useCallback, useEffect, useState } from 'react';
import { errorTextKey } from '../../lib/shell/error-text';
import type { Load } from '../../lib/use-load';

export function useSection<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [attempt, setAttempt] = useState(0);
  const [value, setValue] = useState<Load<T>>({ status: 'loading' });
  const key = JSON.stringify(deps);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setValue({ status: 'ready', data }),
      (error: unknown) => {
        const errorKey = errorTextKey(error);
        // A failed refresh keeps what is shown; only a part with nothing to show says so.
        if (live && errorKey)
          setValue((v) => (v.status === 'ready' ? v : { status: 'error', errorKey }));
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const refresh = useCallback(() => {
    // A retry after an error shows the skeleton again; a refresh of shown data does not.
    setValue((v) => (v.status === 'error' ? { status: 'loading' } : v));
    setAttempt((n) => n + 1);
  }, []);
  const failed = value.status === 'error';
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [failed, refresh]);
  return [value, refresh] as const;
}
