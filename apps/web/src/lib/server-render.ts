/**
 * What the server renderer (src/entry-server.tsx) hooks into while it renders a screen, and
 * nothing in the browser: the screen's data hooks name their loads (with the key their answer is
 * kept under on the device), the API client sends through the server's own routes, and dates are
 * written in the student's time zone (the server's own is not theirs).
 */
import type { FetchLike } from '@web-ed/api-client';

type Loads = Map<string, () => Promise<unknown>>;

let collecting: Loads | null = null;
let transport: FetchLike | null = null;
let timeZone: string | null = null;

/** A data hook's load, under the key of its kept answer (lib/storage/last-known). */
export function renderLoad(key: string, load: () => Promise<unknown>): void {
  collecting?.set(key, load);
}

/** The loads the render `render` asked for. */
export function loadsOf(render: () => void): Loads {
  collecting = new Map();
  try {
    render();
    return collecting;
  } finally {
    collecting = null;
  }
}

/** The API client's transport while the server renders (null: the browser's fetch). */
export function serverTransport(): FetchLike | null {
  return transport;
}

export function setServerTransport(next: FetchLike | null): void {
  transport = next;
}

/** Intl's time zone option for dates a screen writes: the student's on the server, else the device's. */
export function zoneOption(): { timeZone?: string } {
  return timeZone === null ? {} : { timeZone };
}

export function setServerTimeZone(next: string | null): void {
  timeZone = next;
}
