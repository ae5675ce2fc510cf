/**
 * Runs work once the first screen has had its turn: after the page's load event, when the main
 * thread is idle (at most IDLE_WAIT_MS later). Background services (clock, version checks, flags,
 * the tick's sends) start here, so they never hold the first paint or queue ahead of the
 * screen's own calls on a slow connection. Returns a cancel function.
 */
const IDLE_WAIT_MS = 1500;

export function afterFirstPaint(run: () => void, win: Window = window): () => void {
  let cancelled = false;
  let idleHandle: number | null = null;
  const idle = () => {
    if (cancelled) return;
    const go = () => {
      if (!cancelled) run();
    };
    if (typeof win.requestIdleCallback === 'function')
      idleHandle = win.requestIdleCallback(go, { timeout: IDLE_WAIT_MS });
    else idleHandle = win.setTimeout(go, 1);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', idle);
    if (idleHandle !== null) {
      if (typeof win.cancelIdleCallback === 'function') win.cancelIdleCallback(idleHandle);
      else win.clearTimeout(idleHandle);
    }
  };
}
