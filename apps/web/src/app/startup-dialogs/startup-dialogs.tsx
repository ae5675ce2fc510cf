/**
 * The dialogs that may open at start (section 2), one at a time in priority order: in-app browser
 * warning, unsupported browser, "made for phones", then the install banner once the browser
 * offered it and the student has first touched, typed or scrolled: a banner shown while the
 * screen loads would be its largest paint, and an offer is better made to someone already using
 * the app. Each at most once per session (lib/shell/startup-dialogs.ts). Mounted once, in the
 * frame (app/app.tsx). The dialogs themselves are rarely due: each loads when it is.
 */
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { installPrompt } from '../install-capture';
import { useHydrated } from '../../lib/use-hydrated';
import {
  markStartupDialogSeen,
  nextStartupDialog,
  seenStartupDialogs,
  type StartupDialog,
  type StartupEnv,
} from '../../lib/shell/startup-dialogs';

const InAppBrowserPopup = lazy(() =>
  import('./in-app-browser-popup').then((m) => ({ default: m.InAppBrowserPopup })),
);
const UnsupportedBrowserPopup = lazy(() =>
  import('./unsupported-browser-popup').then((m) => ({ default: m.UnsupportedBrowserPopup })),
);
const SizePrompt = lazy(() => import('./size-prompt').then((m) => ({ default: m.SizePrompt })));
const InstallPrompt = lazy(() =>
  import('./install-prompt').then((m) => ({ default: m.InstallPrompt })),
);

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll'] as const;

/** Whether the student has touched, typed or scrolled on this page yet. */
function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const mark = () => setInteracted(true);
    const options = { capture: true, passive: true, once: true };
    for (const type of INTERACTIONS) window.addEventListener(type, mark, options);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, mark, options);
    };
  }, [interacted]);
  return interacted;
}

function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (some embedded browsers): remember for this page only.
    const map = new Map<string, string>();
    return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
  }
}

/** The first dialog due, once the app runs in the browser (none is in the server's HTML). */
export function StartupDialogs() {
  return useHydrated() ? <DueDialog /> : null;
}

function DueDialog() {
  const [storage] = useState(sessionStore);
  const [env] = useState<StartupEnv>(() => ({
    userAgent: navigator.userAgent,
    viewportWidth: window.innerWidth,
    maxTouchPoints: navigator.maxTouchPoints,
  }));
  const [done, setDone] = useState<StartupDialog[]>(() => seenStartupDialogs(storage));
  const install = useSyncExternalStore(
    installPrompt.subscribe,
    installPrompt.status,
    installPrompt.status,
  );
  const interacted = useFirstInteraction();
  const current = nextStartupDialog(
    env,
    done,
    install === 'visible' || (install === 'available' && interacted),
  );
  useEffect(() => {
    if (current) markStartupDialogSeen(storage, current);
  }, [current, storage]);
  const close = useCallback(() => {
    if (current) setDone((d) => [...d, current]);
  }, [current]);

  return <Suspense fallback={null}>{dialog(current, env, close)}</Suspense>;
}

function dialog(current: StartupDialog | null, env: StartupEnv, close: () => void) {
  switch (current) {
    case 'in-app-browser':
      return (
        <InAppBrowserPopup
          userAgent={env.userAgent}
          pageUrl={window.location.href}
          onClose={close}
        />
      );
    case 'unsupported-browser':
      return <UnsupportedBrowserPopup onClose={close} />;
    case 'size':
      return <SizePrompt onClose={close} />;
    case 'install':
      return <InstallPrompt machine={installPrompt} onClose={close} />;
    default:
      return null;
  }
}
