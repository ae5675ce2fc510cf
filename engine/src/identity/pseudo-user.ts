/**
 * The analytics pseudo user id (section 3): a negative random integer from -1 to -1,000,000,
 * generated once per device and kept under `user_pseudo_id`, so anonymous events can be told
 * apart without identifying anyone. A stored value that is not such an integer is replaced.
 * The partner embed keeps its own under EMBED_PSEUDO_USER_KEY in the partner page's storage.
 */

export const PSEUDO_USER_KEY = 'user_pseudo_id';
export const EMBED_PSEUDO_USER_KEY = 'web-ed:embed:user_pseudo_id';
export const PSEUDO_USER_MIN = -1_000_000;

export type PseudoUserStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isPseudoUserId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) <= -1 && (value as number) >= PSEUDO_USER_MIN;
}

/** A new id from `random()` in [0, 1): -1 … -1,000,000, evenly. */
export function newPseudoUserId(random: () => number): number {
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return -(Math.floor(r * -PSEUDO_USER_MIN) + 1);
}

/** The device's id (under `key`): the stored one, or a new one (stored; if storage fails, still returned). */
export function getPseudoUserId(
  storage: PseudoUserStorage | null,
  random: () => number,
  key: string = PSEUDO_USER_KEY,
): number {
  let stored: string | null;
  try {
    stored = storage?.getItem(key) ?? null;
  } catch {
    stored = null;
  }
  const parsed = stored !== null && /^-\d+$/.test(stored.trim()) ? Number(stored) : Number.NaN;
  if (isPseudoUserId(parsed)) return parsed;
  const id = newPseudoUserId(random);
  try {
    storage?.setItem(key, String(id));
  } catch {
    // Private mode or full storage: the id lasts for this page.
  }
  return id;
}
