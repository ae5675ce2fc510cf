/**
 * Reads started before their screen is there: at start-up the route's `readAhead` (its route
 * module) sends the screen's first calls beside the download of its code and the language pack,
 * and the screen takes each answer by the same key as its device copy (lib/storage/last-known)
 * instead of asking again. A read not taken within TAKE_WITHIN_MS is dropped (a later visit asks
 * afresh).
 */
const TAKE_WITHIN_MS = 30_000;

const pending = new Map<string, { read: Promise<unknown>; at: number }>();

export function readAhead(key: string, read: () => Promise<unknown>, nowMs = Date.now()): void {
  const started = read();
  // Handled here too: a read nobody takes must not be reported as an unhandled rejection.
  started.catch(() => undefined);
  pending.set(key, { read: started, at: nowMs });
}

/** The read started ahead under `key`, once; undefined when there is none (or it is too old). */
export function takeAhead<T>(key: string, nowMs = Date.now()): Promise<T> | undefined {
  const entry = pending.get(key);
  pending.delete(key);
  if (!entry || nowMs - entry.at > TAKE_WITHIN_MS) return undefined;
  return entry.read as Promise<T>;
}
