import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage';
import {
  forgetKept,
  forgetLastKnown,
  isPageOnly,
  keepLastKnown,
  keepServed,
  PAGE_ONLY,
  PUBLIC,
  readLastKnown,
  takeServed,
} from './last-known';

describe('last known screens', () => {
  it('gives a student back what was kept for them, and nobody else', () => {
    const storage = memoryStorage();
    keepLastKnown('home.course.en', 'ana', { points: 40 }, storage);
    expect(readLastKnown('home.course.en', 'ana', storage)).toEqual({ points: 40 });
    expect(readLastKnown('home.course.en', 'budi', storage)).toBeUndefined();
    expect(readLastKnown('home.course.en', undefined, storage)).toBeUndefined();
    expect(readLastKnown('home.course.id', 'ana', storage)).toBeUndefined();
  });

  it('keeps a public answer for whoever is on the device, and only a public one for no one', () => {
    const storage = memoryStorage();
    keepLastKnown(`${PUBLIC}sign-in.providers`, undefined, { google: true }, storage);
    expect(readLastKnown(`${PUBLIC}sign-in.providers`, undefined, storage)).toEqual({
      google: true,
    });
    expect(readLastKnown(`${PUBLIC}sign-in.providers`, 'ana', storage)).toEqual({ google: true });
    keepLastKnown('home.course.en', 'ana', { points: 40 }, storage);
    storage.items.set(
      'web-ed:last-known:board',
      JSON.stringify({ user: '', data: 'someone signed out' }),
    );
    expect(readLastKnown('board', undefined, storage)).toBeUndefined();
    expect(readLastKnown('board', '', storage)).toBeUndefined();
  });

  it('keeps nothing without a student, and survives unreadable or full storage', () => {
    const storage = memoryStorage();
    keepLastKnown('board', undefined, [1], storage);
    expect(storage.items.size).toBe(0);
    storage.items.set('web-ed:last-known:board', '{not json');
    expect(readLastKnown('board', 'ana', storage)).toBeUndefined();
    const full = {
      ...storage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => keepLastKnown('board', 'ana', [1], full)).not.toThrow();
  });

  it('forgets every kept screen at sign-out and leaves other keys alone', () => {
    const storage = memoryStorage();
    keepLastKnown('home.info', 'ana', { name: 'Ana' }, storage);
    keepLastKnown('leaderboard.weekly', 'ana', [], storage);
    storage.setItem('web_ed_user', '{"id":"ana"}');
    forgetLastKnown(storage);
    expect([...storage.items.keys()]).toEqual(['web_ed_user']);
  });

  it('tells a page-only copy by its key, and forgets one copy without the others', () => {
    const storage = memoryStorage();
    const play = `${PAGE_ONLY}learn.101.1011.en`;
    expect(isPageOnly(play)).toBe(true);
    expect(isPageOnly('home.info')).toBe(false);
    keepLastKnown(play, 'ana', { task: 1 }, storage);
    keepLastKnown('home.info', 'ana', { name: 'Ana' }, storage);
    expect(readLastKnown(play, 'ana', storage)).toEqual({ task: 1 });
    forgetKept(play, storage);
    expect(readLastKnown(play, 'ana', storage)).toBeUndefined();
    expect(readLastKnown('home.info', 'ana', storage)).toEqual({ name: 'Ana' });
  });

  it("keeps the answers the server rendered into the page, each taken as this page's once", () => {
    const storage = memoryStorage();
    keepServed({ 'home.info': { name: 'Ana' }, 'home.course.en': { points: 40 } }, 'ana', storage);
    expect(readLastKnown('home.info', 'ana', storage)).toEqual({ name: 'Ana' });
    expect(readLastKnown('home.course.en', 'ana', storage)).toEqual({ points: 40 });
    expect(takeServed('home.info')).toBe(true);
    expect(takeServed('home.info'), 'a second mount asks at once').toBe(false);
    expect(takeServed('leaderboard.weekly'), 'not in the page').toBe(false);
    keepLastKnown('leaderboard.weekly', 'ana', [], storage);
    expect(takeServed('leaderboard.weekly'), 'kept, but not by the page').toBe(false);
    expect(takeServed('home.course.en')).toBe(true);
  });
});
