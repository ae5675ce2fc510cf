import { describe, it, expect } from 'vitest';
import { markPackLoaded, packsToReload, shouldReloadPack } from './locale-version';

describe('shouldReloadPack', () => {
  it('reloads when the server version is higher or nothing is stored', () => {
    expect(shouldReloadPack(3, 2)).toBe(true);
    expect(shouldReloadPack(1, undefined)).toBe(true);
    expect(shouldReloadPack(1, null)).toBe(true);
    expect(shouldReloadPack(0, undefined)).toBe(true);
  });

  it('keeps the pack when the stored version is the same or newer', () => {
    expect(shouldReloadPack(2, 2)).toBe(false);
    expect(shouldReloadPack(2, 3)).toBe(false);
  });

  it('never reloads when the server has no (valid) version for the language', () => {
    expect(shouldReloadPack(undefined, undefined)).toBe(false);
    expect(shouldReloadPack(null, 1)).toBe(false);
    expect(shouldReloadPack(Number.NaN, 1)).toBe(false);
  });
});

describe('packsToReload', () => {
  const config = {
    supported_language: ['en', 'id', 'th', 'hi', 'ms'],
    locale_version: { en: 4, id: 2, th: 1, hi: 7 },
  };

  it('lists the stale languages among the supported ones', () => {
    expect(packsToReload(config, { en: 4, id: 1, hi: 7 })).toEqual(['id', 'th']);
  });

  it('can be asked about the active language only', () => {
    expect(packsToReload(config, {}, ['th'])).toEqual(['th']);
    expect(packsToReload(config, { th: 1 }, ['th'])).toEqual([]);
  });

  it('markPackLoaded records the new version without touching the others', () => {
    const stored = { en: 1 };
    expect(markPackLoaded(stored, 'id', 2)).toEqual({ en: 1, id: 2 });
    expect(stored).toEqual({ en: 1 });
    expect(packsToReload(config, markPackLoaded({ en: 4, id: 2, th: 1 }, 'hi', 7))).toEqual([]);
  });
});
