import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  EMBED_PSEUDO_USER_KEY,
  getPseudoUserId,
  isPseudoUserId,
  newPseudoUserId,
  PSEUDO_USER_KEY,
} from './pseudo-user';

function memoryStorage(initial?: string) {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(PSEUDO_USER_KEY, initial);
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('pseudo user id', () => {
  it('spans -1 to -1,000,000', () => {
    expect(newPseudoUserId(() => 0)).toBe(-1);
    expect(newPseudoUserId(() => 0.999999999999)).toBe(-1_000_000);
    expect(newPseudoUserId(() => 1)).toBe(-1_000_000);
    expect(newPseudoUserId(() => 0.5)).toBe(-500_001);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (r) => {
        expect(isPseudoUserId(newPseudoUserId(() => r))).toBe(true);
      }),
    );
  });

  it('generates once and stores under user_pseudo_id', () => {
    const storage = memoryStorage();
    const id = getPseudoUserId(storage, () => 0.25);
    expect(id).toBe(-250_001);
    expect(storage.data.get('user_pseudo_id')).toBe('-250001');
    expect(getPseudoUserId(storage, () => 0.9)).toBe(-250_001);
  });

  it("keeps the embed's id under its own key, apart from the app's", () => {
    const storage = memoryStorage('-7');
    expect(getPseudoUserId(storage, () => 0.5, EMBED_PSEUDO_USER_KEY)).toBe(-500_001);
    expect(storage.data.get(EMBED_PSEUDO_USER_KEY)).toBe('-500001');
    expect(getPseudoUserId(storage, () => 0)).toBe(-7);
  });

  it('replaces a stored value that is not a valid id', () => {
    for (const bad of ['', 'abc', '5', '0', '-0', '-1000001', '-3.5', '-1e3']) {
      const storage = memoryStorage(bad);
      expect(
        getPseudoUserId(storage, () => 0),
        bad,
      ).toBe(-1);
      expect(storage.data.get(PSEUDO_USER_KEY)).toBe('-1');
    }
    expect(getPseudoUserId(memoryStorage('-1000000'), () => 0)).toBe(-1_000_000);
  });

  it('works without storage or when storage throws', () => {
    expect(getPseudoUserId(null, () => 0)).toBe(-1);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(getPseudoUserId(broken, () => 0)).toBe(-1);
  });
});
