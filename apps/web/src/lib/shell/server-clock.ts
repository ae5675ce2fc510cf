/**
 * Server time (section 4): fetched at start, then advanced every CLOCK_MS (1000 ms). Review times,
 * video publish times and countdowns compare with it, so a phone whose clock is wrong still
 * unlocks chapters at the right moment.
 *
 * `now()` is the server time of the last sync plus the time elapsed since, measured on a
 * monotonic clock (performance.now): it does not drift when a background tab's timers are
 * throttled, nor jump when the student changes the phone's clock. Half the request's round trip
 * is added to the server's answer (the time it took to come back). Until the first sync
 * succeeds, `now()` is the device time (`synced` false). The 1 s tick only tells subscribers
 * (clocks, countdowns) to re-render.
 */
import { CLOCK_MS } from '@web-ed/engine';
import { globalTimers, type TimerHandle } from './timers';

export interface ServerClockOptions {
  /** The server time in epoch ms (e.g. `unwrap(await api.getServerTime()).server_time`). */
  fetchServerTime: () => Promise<number>;
  /** Device time, used until the first sync (default Date.now). */
  deviceNow?: () => number;
  /** A monotonic clock in ms (default performance.now). */
  monotonic?: () => number;
  setInterval?: (callback: () => void, ms: number) => TimerHandle;
  clearInterval?: (handle: TimerHandle) => void;
  onError?: (error: unknown) => void;
}

export interface ServerClock {
  /** Server time now, epoch ms. */
  now(): number;
  /** True once a sync succeeded. */
  readonly synced: boolean;
  /** Settles when the first sync has succeeded or failed. */
  readonly ready: Promise<void>;
  /** Fetch the server time again (e.g. when coming back online after a failed start). */
  sync(): Promise<void>;
  /** Called every tick with now(); returns the unsubscribe function. */
  subscribe(listener: (now: number) => void): () => void;
  stop(): void;
}

export function startServerClock(options: ServerClockOptions): ServerClock {
  const deviceNow = options.deviceNow ?? (() => Date.now());
  const monotonic = options.monotonic ?? (() => performance.now());
  const setTick = options.setInterval ?? globalTimers.setInterval;
  const clearTick = options.clearInterval ?? globalTimers.clearInterval;
  const listeners = new Set<(now: number) => void>();
  let base: { server: number; at: number } | null = null;

  const now = () => (base === null ? deviceNow() : base.server + (monotonic() - base.at));

  const sync = async () => {
    const sent = monotonic();
    try {
      const server = await options.fetchServerTime();
      if (!Number.isFinite(server)) throw new Error(`Bad server time: ${String(server)}`);
      const received = monotonic();
      base = { server: server + (received - sent) / 2, at: received };
    } catch (error) {
      options.onError?.(error);
    }
  };

  const timer = setTick(() => {
    const value = now();
    for (const listener of listeners) listener(value);
  }, CLOCK_MS);

  return {
    now,
    get synced() {
      return base !== null;
    },
    ready: sync(),
    sync,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      clearTick(timer);
      listeners.clear();
    },
  };
}
