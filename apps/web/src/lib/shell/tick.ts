/**
 * The periodic tick (section 4): every TICK_MS (120 000 ms), while a user is signed in, the
 * shell runs its background tasks: send the analytics batch, send the finish-record outbox, fetch
 * new notifications, refresh the chat buddy session (app/runtime.ts lists them).
 *
 * - Each task is isolated: one failing (offline, 500) neither stops the others nor the tick; its
 *   error goes to `onError`.
 * - Runs never overlap: when a run is still going at the next tick (slow data), that tick is
 *   skipped rather than queued, so a slow network never piles up requests.
 * - No user: the tick does nothing (the timer keeps going, so signing in needs no restart).
 */
import { TICK_MS } from '@web-ed/engine';
import { globalTimers, type TimerHandle } from './timers';

export interface TickTask {
  name: string;
  run: () => unknown;
}

export type TickOutcome = 'ok' | 'failed';

export interface TickOptions {
  tasks: readonly TickTask[];
  /** Whether a user is signed in (and not expired) right now. */
  hasUser: () => boolean;
  /** Run once at start too (default false: the first run is one interval after start). */
  runImmediately?: boolean;
  intervalMs?: number;
  setInterval?: (callback: () => void, ms: number) => TimerHandle;
  clearInterval?: (handle: TimerHandle) => void;
  onError?: (task: string, error: unknown) => void;
}

export interface Tick {
  /**
   * Runs the tasks now (e.g. when the app comes back online). Null when skipped: no user, or a
   * run is in progress. Otherwise each task's outcome by name.
   */
  runNow(): Promise<Record<string, TickOutcome> | null>;
  readonly running: boolean;
  stop(): void;
}

export function startTick(options: TickOptions): Tick {
  const setTick = options.setInterval ?? globalTimers.setInterval;
  const clearTick = options.clearInterval ?? globalTimers.clearInterval;
  let running = false;

  const runNow = async (): Promise<Record<string, TickOutcome> | null> => {
    if (running || !options.hasUser()) return null;
    running = true;
    try {
      const settled = await Promise.allSettled(
        options.tasks.map((task) => Promise.resolve().then(() => task.run())),
      );
      const outcomes: Record<string, TickOutcome> = {};
      settled.forEach((result, i) => {
        const name = options.tasks[i]?.name ?? String(i);
        outcomes[name] = result.status === 'fulfilled' ? 'ok' : 'failed';
        if (result.status === 'rejected') {
          try {
            options.onError?.(name, result.reason);
          } catch {
            // A failing error reporter must not break the tick.
          }
        }
      });
      return outcomes;
    } finally {
      running = false;
    }
  };

  const timer = setTick(() => void runNow(), options.intervalMs ?? TICK_MS);
  if (options.runImmediately) void runNow();

  return {
    runNow,
    get running() {
      return running;
    },
    stop() {
      clearTick(timer);
    },
  };
}

/**
 * `task`, but skipped when this device ran it less than `intervalMs` ago (the time kept in
 * `storage`, so every tab and page load shares it): the tick runs at every page load, and the
 * study buddy's session needs keeping alive once a tick, not once a page.
 */
export function atMostEvery(
  task: TickTask,
  intervalMs: number,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: () => number,
): TickTask {
  const key = `web_ed_tick_${task.name}`;
  return {
    name: task.name,
    run: async () => {
      const started = now();
      const last = Number(storage.getItem(key) ?? NaN);
      // A clock set back since then does not hold the task off.
      if (started >= last && started - last < intervalMs) return;
      await task.run();
      storage.setItem(key, String(started));
    },
  };
}
