import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { CACHE_MAX_ENTRIES, CACHE_TTL_MS, cached } from './catalogue';

describe('the catalogue cache', () => {
  it('loads once within its time to live, again after it', async () => {
    const db = {} as Db;
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached(db, 'k', load, 0)).toBe(1);
    expect(await cached(db, 'k', load, CACHE_TTL_MS - 1)).toBe(1);
    expect(await cached(db, 'k', load, CACHE_TTL_MS)).toBe(2);
  });

  it('keeps at most CACHE_MAX_ENTRIES, dropping the oldest loads first', async () => {
    const db = {} as Db;
    const loaded: string[] = [];
    const get = (key: string, at: number) =>
      cached(db, key, async () => (loaded.push(key), key), at);
    await get('first', 0);
    // Ids a client made up, many more than the cache keeps.
    for (let i = 0; i < CACHE_MAX_ENTRIES * 2; i++) await get(`task/${i}`, 0);
    loaded.length = 0;
    await get(`task/${CACHE_MAX_ENTRIES * 2 - 1}`, 1);
    expect(loaded).toEqual([]);
    // The oldest entries are gone: they load again.
    await get('first', 1);
    await get('task/0', 1);
    expect(loaded).toEqual(['first', 'task/0']);
  });
});
