import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isListCorrect } from './list';

const idArb = fc.constantFrom('a', 'b', 'c', 'A', ' a', 'b ', '');
const listArb = fc.array(idArb, { maxLength: 6 });

describe('isListCorrect', () => {
  it('accepts the same ids in any order', () => {
    expect(isListCorrect(['a', 'b', 'c'], ['a', 'b', 'c'])).toBe(true);
    expect(isListCorrect(['c', 'a', 'b'], ['a', 'b', 'c'])).toBe(true);
  });

  it('trims surrounding whitespace', () => {
    expect(isListCorrect([' a ', 'b\n'], ['a', 'b'])).toBe(true);
  });

  it('is case-sensitive', () => {
    expect(isListCorrect(['A'], ['a'])).toBe(false);
  });

  it('compares multisets, so duplicates count', () => {
    expect(isListCorrect(['a', 'a', 'b'], ['a', 'b', 'b'])).toBe(false);
    expect(isListCorrect(['a', 'b', 'a'], ['a', 'a', 'b'])).toBe(true);
    expect(isListCorrect(['a', 'b'], ['a', 'b', 'b'])).toBe(false);
    expect(isListCorrect(['a', 'b', 'b'], ['a', 'b'])).toBe(false);
  });

  it('rejects missing or extra ids', () => {
    expect(isListCorrect(['a'], ['a', 'b'])).toBe(false);
    expect(isListCorrect(['a', 'b', 'c'], ['a', 'b'])).toBe(false);
  });

  it('never accepts an empty given list', () => {
    expect(isListCorrect([], [])).toBe(false);
    expect(isListCorrect([], ['a'])).toBe(false);
  });

  it('is order-insensitive', () => {
    fc.assert(
      fc.property(listArb, listArb, fc.infiniteStream(fc.nat()), (given, expected, seeds) => {
        // Deterministic shuffle driven by fast-check, not Math.random.
        const shuffled = given
          .map((v) => ({ v, k: seeds.next().value }))
          .sort((x, y) => x.k - y.k)
          .map((x) => x.v);
        expect(isListCorrect(shuffled, expected)).toBe(isListCorrect(given, expected));
      }),
    );
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(listArb, listArb, (a, b) => {
        expect(isListCorrect(a, b)).toBe(isListCorrect(b, a));
      }),
    );
  });

  it('a non-empty list matches itself and any permutation of its trimmed ids', () => {
    fc.assert(
      fc.property(fc.array(idArb, { minLength: 1, maxLength: 6 }), (list) => {
        expect(isListCorrect(list, list)).toBe(true);
        expect(
          isListCorrect(
            [...list].reverse().map((s) => s.trim()),
            list,
          ),
        ).toBe(true);
      }),
    );
  });

  it('agrees with comparing sorted trimmed lists', () => {
    fc.assert(
      fc.property(listArb, listArb, (given, expected) => {
        const key = (l: string[]) => JSON.stringify(l.map((s) => s.trim()).sort());
        expect(isListCorrect(given, expected)).toBe(
          given.length > 0 && key(given) === key(expected),
        );
      }),
    );
  });
});
