/**
 * One part of /home/ loading on its own: a skeleton until its first answer, an error (offline or
 * not) that retries by itself when the device comes back online, and a refresh that keeps what
 * is shown until the new answer arrives (no skeleton flash, no layout shift after a claim).
 * With `keep`, a returning student sees the part as it last was at once, while the fresh answer
 * loads (stale-while-revalidate), and still sees it when that answer fails. `liveOnly` parts
 * (missions, the streak: their buttons act on the server's state) show the kept copy only until
 * their answer comes: offline, or when it fails, they say so instead.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorTextKey } from '../../lib/shell/error-text';
import { keepLastKnown, readLastKnown } from '../../lib/storage';
import { renderLoad } from '../../lib/server-render';
import { state } from '../../lib/store';
import { sameData, type Load } from '../../lib/use-load';

export interface Keep {
  /** Where the last answer is kept on the device (per student; include what it depends on). */
  key: string;
  /** Show the kept copy only while the fresh answer may still come (default false). */
  liveOnly?: boolean;
}

function lastKnown<T>(keep: Keep | undefined): Load<T> {
  if (!keep || (keep.liveOnly && !navigator.onLine)) return { status: 'loading' };
  const data = readLastKnown<T>(keep.key, state.session?.id);
  return data === undefined ? { status: 'loading' } : { status: 'ready', data };
}

export function useSection<T>(load: () => Promise<T>, deps: readonly unknown[], keep?: Keep) {
  if (keep) renderLoad(keep.key, load);
  const [attempt, setAttempt] = useState(0);
  const [value, setValue] = useState<Load<T>>(() => lastKnown(keep));
  // Whether what is shown came from this visit's answers (not only from the device).
  const fresh = useRef(false);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify(deps);
  const keepKey = keep?.key;
  const liveOnly = keep?.liveOnly === true;
  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        if (!live) return;
        setFailed(false);
        fresh.current = true;
        // The same answer as shown (the server's render, a kept copy): no render for nothing.
        setValue((v) =>
          v.status === 'ready' && sameData(v.data, data) ? v : { status: 'ready', data },
        );
        if (keepKey) keepLastKnown(keepKey, state.session?.id, data);
      },
      (error: unknown) => {
        const errorKey = errorTextKey(error);
        if (!live || !errorKey) return;
        setFailed(true);
        // A failed refresh keeps what is shown; a part with nothing to show says so, and so does
        // a live-only part showing only its copy from the device.
        const keepShown = fresh.current || !liveOnly;
        setValue((v) => (v.status === 'ready' && keepShown ? v : { status: 'error', errorKey }));
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
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [failed, refresh]);
  return [value, refresh] as const;
}
