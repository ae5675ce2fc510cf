import { describe, expect, it } from 'vitest';
import { clearSession, loadSession, saveSession, SESSION_KEY, type StoredSession } from './session';

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

const DAY = 24 * 60 * 60 * 1000;
const session: StoredSession = {
  id: 'u1',
  token: 't1',
  lastLogin: '2026-01-01T00:00:00.000Z',
  shouldRegister: false,
};
const t0 = Date.parse(session.lastLogin);

describe('session', () => {
  it('keeps a login for 30 days, then counts it as no user and clears it', () => {
    const s = memory();
    saveSession(s, session);
    expect(loadSession(s, t0 + 30 * DAY - 1)).toEqual(session);
    expect(loadSession(s, t0 + 30 * DAY)).toBeNull();
    expect(s.getItem(SESSION_KEY)).toBeNull();
  });

  it('treats garbage and a missing token as no user', () => {
    const s = memory();
    s.setItem(SESSION_KEY, '{not json');
    expect(loadSession(s, t0)).toBeNull();
    s.setItem(SESSION_KEY, JSON.stringify({ ...session, token: '' }));
    expect(loadSession(s, t0)).toBeNull();
  });

  it('clears', () => {
    const s = memory();
    saveSession(s, session);
    clearSession(s);
    expect(loadSession(s, t0)).toBeNull();
  });
});
