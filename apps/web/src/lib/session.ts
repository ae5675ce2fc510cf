/**
 * The signed-in user on this device (sections 4, 6): the session token and its lastLogin, kept in
 * localStorage. A login older than LOGIN_VALIDITY_DAYS (30) counts as no user and is cleared.
 */
import { LOGIN_VALIDITY_DAYS } from '@web-ed/engine';
import type { UserAuth } from '@web-ed/schemas/api';

export const SESSION_KEY = 'web_ed_user';
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the device keeps of a sign-in's answer (`lastLogin`: ISO 8601). */
export type StoredSession = Pick<UserAuth, 'id' | 'token' | 'lastLogin' | 'shouldRegister'>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function isExpired(session: StoredSession, nowMs: number): boolean {
  const last = Date.parse(session.lastLogin);
  if (Number.isNaN(last)) return true;
  return nowMs - last >= LOGIN_VALIDITY_DAYS * DAY_MS;
}

function isSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['id'] === 'string' &&
    typeof v['token'] === 'string' &&
    v['token'] !== '' &&
    typeof v['lastLogin'] === 'string'
  );
}

/** The stored session, or null when there is none, it is unreadable, or it has expired. */
export function loadSession(storage: KeyValueStorage, nowMs: number): StoredSession | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(SESSION_KEY) ?? 'null');
  } catch {
    parsed = null;
  }
  if (!isSession(parsed) || isExpired(parsed, nowMs)) {
    storage.removeItem(SESSION_KEY);
    return null;
  }
  return { ...parsed, shouldRegister: parsed.shouldRegister === true };
}

export function saveSession(storage: KeyValueStorage, session: StoredSession): void {
  storage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearSession(storage: KeyValueStorage): void {
  storage.removeItem(SESSION_KEY);
}
