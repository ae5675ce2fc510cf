/**
 * What a screen last showed, kept on the device so a returning student sees their home,
 * course and board at once while fresh data loads (stale-while-revalidate, issue 19 item 5).
 * In localStorage, read synchronously for the first render; each copy names the student it
 * belongs to and is never shown to another. Sign-out forgets every copy (lib/store.ts).
 */
const PREFIX = 'web-ed:last-known:';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

interface Kept {
  user: string;
  data: unknown;
}

/**
 * Keys of answers that are no one's (`public:…`, what the server offers every visitor): kept for
 * whoever is on the device, signed in or not, so a public page the server rendered is hydrated
 * with them too.
 */
export const PUBLIC = 'public:';

/** Who a copy under `key` belongs to: `user`, or no one for a public answer. */
const ownerOf = (key: string, user: string | undefined) =>
  key.startsWith(PUBLIC) ? '' : user || undefined;

/** The copy kept under `key` for `user`, or undefined (none, another student's, unreadable). */
export function readLastKnown<T>(
  key: string,
  user: string | undefined,
  storage: KeyValueStorage = localStorage,
): T | undefined {
  const owner = ownerOf(key, user);
  if (owner === undefined) return undefined;
  try {
    const kept = JSON.parse(storage.getItem(PREFIX + key) ?? 'null') as Kept | null;
    return kept?.user === owner ? (kept.data as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keys of answers for one page only (`page:…`): what the server rendered a play with is read by
 * the screen's first render, to hydrate it, and dropped once the screen is on; a fresh answer is
 * not kept, so a later visit never opens a task that was current then.
 */
export const PAGE_ONLY = 'page:';

export const isPageOnly = (key: string): boolean => key.startsWith(PAGE_ONLY);

/** Keys whose answer the server rendered into this page, not yet taken by the screen. */
const served = new Set<string>();

/**
 * Keeps the answers the server rendered into this page: each is the screen's first render, and
 * is as fresh as the page, so the screen takes it once (takeServed) and asks again later.
 */
export function keepServed(
  answers: Record<string, unknown>,
  user: string | undefined,
  storage: KeyValueStorage = localStorage,
): void {
  for (const [key, value] of Object.entries(answers)) {
    keepLastKnown(key, user, value, storage);
    served.add(key);
  }
}

/** Whether the server rendered `key`'s answer into this page; true once. */
export function takeServed(key: string): boolean {
  return served.delete(key);
}

export function forgetKept(key: string, storage: KeyValueStorage = localStorage): void {
  storage.removeItem(PREFIX + key);
}

export function keepLastKnown(
  key: string,
  user: string | undefined,
  data: unknown,
  storage: KeyValueStorage = localStorage,
): void {
  const owner = ownerOf(key, user);
  if (owner === undefined) return;
  try {
    storage.setItem(PREFIX + key, JSON.stringify({ user: owner, data } satisfies Kept));
  } catch {
    // A full storage only costs the next visit its head start.
  }
}

export function forgetLastKnown(storage: KeyValueStorage = localStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
