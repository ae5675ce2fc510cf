/**
 * The server's time as the screens see it: scoring and streaks use the server's day. The root
 * starts the clock (app/runtime.ts) and hands it over here; until then the device's time serves.
 */
import type { ServerClock } from './shell';

let clock: ServerClock | null = null;

export function setServerClock(next: ServerClock | null): void {
  clock = next;
}

/** Server time if known, else the device's. */
export function serverNow(): number {
  return clock?.now() ?? Date.now();
}
