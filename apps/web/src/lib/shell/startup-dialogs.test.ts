import { describe, expect, it } from 'vitest';
import {
  markStartupDialogSeen,
  nextStartupDialog,
  seenStartupDialogs,
  STARTUP_DIALOGS_KEY,
} from './startup-dialogs';

const PHONE = { viewportWidth: 360, maxTouchPoints: 5 };
const DESKTOP = { viewportWidth: 1440, maxTouchPoints: 0 };
const CHROME = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0.0.0 Mobile';
const INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Instagram 302.0';
const OLD_CHROME = 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/117.0.5938.92 Safari';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('startup dialogs', () => {
  it('picks in priority order: in-app browser, unsupported, size, install', () => {
    const env = { ...DESKTOP, userAgent: INSTAGRAM };
    expect(nextStartupDialog(env, [], true)).toBe('in-app-browser');
    expect(nextStartupDialog(env, ['in-app-browser'], true)).toBe('size');
    expect(nextStartupDialog(env, ['in-app-browser', 'size'], true)).toBe('install');
    expect(nextStartupDialog(env, ['in-app-browser', 'size', 'install'], true)).toBeNull();
    expect(nextStartupDialog({ ...DESKTOP, userAgent: OLD_CHROME }, [], false)).toBe(
      'unsupported-browser',
    );
  });

  it('shows nothing on an ordinary phone browser until the install offer comes', () => {
    const env = { ...PHONE, userAgent: CHROME };
    expect(nextStartupDialog(env, [], false)).toBeNull();
    expect(nextStartupDialog(env, [], true)).toBe('install');
  });

  it('remembers what was shown for the session', () => {
    const storage = memoryStorage();
    expect(seenStartupDialogs(storage)).toEqual([]);
    markStartupDialogSeen(storage, 'size');
    markStartupDialogSeen(storage, 'size');
    markStartupDialogSeen(storage, 'install');
    expect(seenStartupDialogs(storage)).toEqual(['size', 'install']);
    storage.setItem(STARTUP_DIALOGS_KEY, 'not json');
    expect(seenStartupDialogs(storage)).toEqual([]);
  });
});
