/**
 * The dialogs that may open when the app starts (section 2), in priority order, one at a time:
 * 1. the in-app browser warning (an embedded web view: Instagram, Facebook app, Line, Android wv);
 * 2. the unsupported browser warning (Chrome 117.0.5938 / 117.0.0);
 * 3. the "made for phones" size prompt (./size-prompt);
 * 4. the PWA install prompt, once the browser offered it and the student has interacted with
 *    the page (app/startup-dialogs; ./install-prompt).
 * Each is shown at most once per session: its name goes into sessionStorage when it is shown.
 */
import { isEmbeddedWebView, isUnsupportedChrome } from './in-app-browser';
import { shouldShowSizePrompt, type SizeEnv } from './size-prompt';

export type StartupDialog = 'in-app-browser' | 'unsupported-browser' | 'size' | 'install';

export const STARTUP_DIALOGS_KEY = 'web_ed_startup_dialogs_seen';

export interface StartupEnv extends SizeEnv {
  userAgent: string;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export function seenStartupDialogs(storage: SessionStore): StartupDialog[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STARTUP_DIALOGS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? (parsed.filter((x) => typeof x === 'string') as StartupDialog[])
      : [];
  } catch {
    return [];
  }
}

export function markStartupDialogSeen(storage: SessionStore, dialog: StartupDialog): void {
  const seen = seenStartupDialogs(storage);
  if (!seen.includes(dialog))
    storage.setItem(STARTUP_DIALOGS_KEY, JSON.stringify([...seen, dialog]));
}

/**
 * The dialog to show now, or null. `installAvailable`: the browser's install offer was captured
 * and not shown yet.
 */
export function nextStartupDialog(
  env: StartupEnv,
  seen: readonly StartupDialog[],
  installAvailable: boolean,
): StartupDialog | null {
  const due: [StartupDialog, boolean][] = [
    ['in-app-browser', isEmbeddedWebView(env.userAgent)],
    ['unsupported-browser', isUnsupportedChrome(env.userAgent)],
    ['size', shouldShowSizePrompt(env)],
    ['install', installAvailable],
  ];
  return due.find(([name, show]) => show && !seen.includes(name))?.[0] ?? null;
}
