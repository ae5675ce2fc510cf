/**
 * The PWA install prompt (sections 2 and 4): the browser's `beforeinstallprompt` event is
 * captured (its default mini-infobar prevented, the event kept for later), the app's own install
 * banner is shown, and hidden INSTALL_PROMPT_VISIBLE_MS (60 s) after it appeared.
 *
 * States:
 * - `idle`: nothing offered (yet);
 * - `available`: the event is captured, the banner not shown yet;
 * - `visible`: the banner is shown (`shown()`); a timer hides it after 60 s;
 * - `hidden`: timed out, dismissed or used; stays hidden for this page load;
 * - `installed`: `appinstalled` fired; final, whatever comes after.
 *
 * `install()` calls the kept event's `prompt()` (usable once) and hides the banner. Pure: timers
 * are injected (./timers); `attachInstallPrompt` connects a machine to `window`.
 */
import { INSTALL_PROMPT_VISIBLE_MS } from '@web-ed/engine';
import { globalTimers, type TimerHandle, type Timers } from './timers';

/** The parts of the (non-standard) BeforeInstallPromptEvent the app uses. */
export interface InstallPromptEvent {
  preventDefault(): void;
  prompt(): Promise<unknown>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export type InstallPromptStatus = 'idle' | 'available' | 'visible' | 'hidden' | 'installed';

export interface InstallPrompt {
  status(): InstallPromptStatus;
  /** `beforeinstallprompt`: prevent the browser's own prompt and keep the event. */
  capture(event: InstallPromptEvent): void;
  /** The banner appeared: starts the 60 s timer. */
  shown(): void;
  /** "Not now". */
  dismiss(): void;
  /** "Install": the browser's prompt; resolves with the student's choice when known. */
  install(): Promise<'accepted' | 'dismissed' | 'unavailable'>;
  /** `appinstalled`. */
  installed(): void;
  subscribe(listener: (status: InstallPromptStatus) => void): () => void;
}

export function createInstallPrompt(
  options: { timers?: Timers; visibleMs?: number } = {},
): InstallPrompt {
  const timers = options.timers ?? globalTimers;
  const visibleMs = options.visibleMs ?? INSTALL_PROMPT_VISIBLE_MS;
  let status: InstallPromptStatus = 'idle';
  let event: InstallPromptEvent | null = null;
  let timer: TimerHandle | null = null;
  const listeners = new Set<(status: InstallPromptStatus) => void>();

  const set = (next: InstallPromptStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of [...listeners]) listener(status);
  };
  const stopTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  return {
    status: () => status,
    capture(e) {
      e.preventDefault();
      if (status === 'installed') return;
      event = e;
      if (status === 'idle') set('available');
    },
    shown() {
      if (status !== 'available') return;
      set('visible');
      timer = timers.setTimeout(() => {
        timer = null;
        if (status === 'visible') set('hidden');
      }, visibleMs);
    },
    dismiss() {
      if (status !== 'available' && status !== 'visible') return;
      stopTimer();
      set('hidden');
    },
    async install() {
      const kept = event;
      if (kept === null || (status !== 'available' && status !== 'visible')) return 'unavailable';
      stopTimer();
      event = null;
      set('hidden');
      await kept.prompt();
      const choice = kept.userChoice ? await kept.userChoice : null;
      return choice?.outcome ?? 'dismissed';
    },
    installed() {
      stopTimer();
      event = null;
      set('installed');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Listens for `beforeinstallprompt` and `appinstalled` on `target` (window); returns detach. */
export function attachInstallPrompt(machine: InstallPrompt, target: EventSource): () => void {
  const onOffer = (e: Event) => machine.capture(e as Event & InstallPromptEvent);
  const onInstalled = () => machine.installed();
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onOffer);
    target.removeEventListener('appinstalled', onInstalled);
  };
}
