/**
 * The version check (sections 4 and 9) as a pure state machine plus a thin timer driver.
 *
 * Schedule: the first check 2 s after load, then every 5 min. A due check is skipped when
 * - an update was applied (a reload for a new version) less than 1 min ago, so a stale cache
 *   serving the old app cannot cause a reload loop, or
 * - a check less than 30 min ago confirmed that the running version is current (e.g. the student
 *   reloads or opens several tabs: no need to ask again).
 * Both times are kept in localStorage, so they hold across reloads. A check whose version file
 * differs from the running version reloads with the new version parameter after 0.5 s; a check
 * that confirms the running version counts towards a streak, and after 3 consecutive confirmations
 * the checks stop for this page load. A failed fetch (offline) neither confirms nor breaks the
 * streak: the next check comes at the next interval. Skips do not count.
 *
 * Checks never overlap: the next one is scheduled when the previous one has finished.
 */
import { APP_VERSION, VERSION_CHECK } from '@web-ed/engine';
import { globalTimers, type TimerHandle } from './timers';

/** What the check remembers across reloads (localStorage). */
export interface VersionCheckMemory {
  /** When a check last confirmed `confirmedVersion` (epoch ms). */
  confirmedAt: number | null;
  confirmedVersion: string | null;
  /** When the app last reloaded to apply a new version (epoch ms). */
  updateAppliedAt: number | null;
}

export interface VersionCheckState {
  memory: VersionCheckMemory;
  /** Consecutive checks that confirmed the running version, this page load. */
  upToDateStreak: number;
  stopped: boolean;
}

export type CheckDecision =
  | { action: 'check' }
  | { action: 'skip'; reason: 'recently-updated' | 'recently-confirmed' }
  | { action: 'stopped' };

export type CheckResult = { ok: true; version: string } | { ok: false };

export type CheckEffect = { type: 'reload'; version: string; delayMs: number } | null;

export const EMPTY_MEMORY: VersionCheckMemory = {
  confirmedAt: null,
  confirmedVersion: null,
  updateAppliedAt: null,
};

export function initialState(memory: VersionCheckMemory = EMPTY_MEMORY): VersionCheckState {
  return { memory, upToDateStreak: 0, stopped: false };
}

const within = (since: number | null, now: number, windowMs: number) =>
  since !== null && now >= since && now - since < windowMs;

/** Whether the check that is due at `now` should run. */
export function decideCheck(
  state: VersionCheckState,
  now: number,
  currentVersion: string = APP_VERSION,
): CheckDecision {
  if (state.stopped) return { action: 'stopped' };
  const { memory } = state;
  if (within(memory.updateAppliedAt, now, VERSION_CHECK.minGapAfterUpdateMs)) {
    return { action: 'skip', reason: 'recently-updated' };
  }
  if (
    memory.confirmedVersion === currentVersion &&
    within(memory.confirmedAt, now, VERSION_CHECK.skipAfterConfirmedMs)
  ) {
    return { action: 'skip', reason: 'recently-confirmed' };
  }
  return { action: 'check' };
}

/** The state after a check's result, and what to do about it. */
export function applyResult(
  state: VersionCheckState,
  result: CheckResult,
  now: number,
  currentVersion: string = APP_VERSION,
): { state: VersionCheckState; effect: CheckEffect } {
  if (!result.ok) return { state, effect: null };
  if (result.version === currentVersion) {
    const upToDateStreak = state.upToDateStreak + 1;
    return {
      state: {
        memory: { ...state.memory, confirmedAt: now, confirmedVersion: currentVersion },
        upToDateStreak,
        stopped: upToDateStreak >= VERSION_CHECK.stopAfterUpToDate,
      },
      effect: null,
    };
  }
  return {
    state: {
      memory: { ...state.memory, updateAppliedAt: now },
      upToDateStreak: 0,
      stopped: true,
    },
    effect: { type: 'reload', version: result.version, delayMs: VERSION_CHECK.reloadDelayMs },
  };
}

export const VERSION_CHECK_KEY = 'version_check';

function readMemory(storage: Pick<Storage, 'getItem'> | null | undefined): VersionCheckMemory {
  try {
    const raw = storage?.getItem(VERSION_CHECK_KEY);
    if (!raw) return EMPTY_MEMORY;
    const parsed = JSON.parse(raw) as Partial<VersionCheckMemory>;
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
    return {
      confirmedAt: num(parsed.confirmedAt),
      confirmedVersion:
        typeof parsed.confirmedVersion === 'string' ? parsed.confirmedVersion : null,
      updateAppliedAt: num(parsed.updateAppliedAt),
    };
  } catch {
    return EMPTY_MEMORY;
  }
}

export interface VersionCheckOptions {
  /** The version in /data/version.json (e.g. `(await api.getVersion()).version`). */
  fetchVersion: () => Promise<string>;
  /** Reload the page with `version=<version>` (e.g. location.replace(withVersion(href, { version }))). */
  reload: (version: string) => void;
  /** Epoch ms (default Date.now). */
  now?: () => number;
  setTimeout?: (callback: () => void, ms: number) => TimerHandle;
  clearTimeout?: (handle: TimerHandle) => void;
  /** localStorage in the app; none keeps the memory for this page only. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  currentVersion?: string;
  /** A failed fetch (for logging); the schedule goes on. */
  onError?: (error: unknown) => void;
}

export interface VersionChecks {
  stop(): void;
  readonly state: VersionCheckState;
}

export function startVersionChecks(options: VersionCheckOptions): VersionChecks {
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimeout ?? globalTimers.setTimeout;
  const clearTimer = options.clearTimeout ?? globalTimers.clearTimeout;
  const currentVersion = options.currentVersion ?? APP_VERSION;
  let state = initialState(readMemory(options.storage));
  let timer: TimerHandle | null = null;
  let halted = false;

  const save = () => {
    try {
      options.storage?.setItem(VERSION_CHECK_KEY, JSON.stringify(state.memory));
    } catch {
      // Storage unavailable: the memory lasts for this page only.
    }
  };

  const schedule = (ms: number) => {
    if (halted || state.stopped) return;
    timer = setTimer(() => {
      timer = null;
      void run();
    }, ms);
  };

  const run = async () => {
    const decision = decideCheck(state, now(), currentVersion);
    if (decision.action === 'stopped') return;
    if (decision.action === 'check') {
      let result: CheckResult;
      try {
        result = { ok: true, version: await options.fetchVersion() };
      } catch (error) {
        options.onError?.(error);
        result = { ok: false };
      }
      if (halted) return;
      const next = applyResult(state, result, now(), currentVersion);
      state = next.state;
      if (result.ok) save();
      const effect = next.effect;
      if (effect) {
        setTimer(() => options.reload(effect.version), effect.delayMs);
        return;
      }
    }
    schedule(VERSION_CHECK.intervalMs);
  };

  schedule(VERSION_CHECK.firstDelayMs);

  return {
    stop() {
      halted = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
    get state() {
      return state;
    },
  };
}
