import { describe, expect, it } from 'vitest';
import { decodeChoice, encodeChoice, isItemCorrect } from './choice-items';

const item = { options: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], answers: ['c', 'a'] };

describe('encodeChoice', () => {
  it('writes the chosen ids in option order, whatever order they were tapped in', () => {
    expect(encodeChoice(item, ['c', 'a'])).toBe('a+c');
    expect(encodeChoice(item, ['b'])).toBe('b');
  });

  it('drops ids that are not options', () => {
    expect(encodeChoice(item, ['x', 'b'])).toBe('b');
    expect(encodeChoice(item, [])).toBe('');
  });
});

describe('decodeChoice', () => {
  it('splits an entry and drops empty parts', () => {
    expect(decodeChoice('a+c')).toEqual(['a', 'c']);
    expect(decodeChoice('')).toEqual([]);
    expect(decodeChoice('a++c+')).toEqual(['a', 'c']);
  });
});

describe('isItemCorrect', () => {
  it('compares the chosen set with the answers, ignoring unknown ids', () => {
    expect(isItemCorrect(item, 'a+c')).toBe(true);
    expect(isItemCorrect(item, 'c+x+a')).toBe(true);
    expect(isItemCorrect(item, 'a')).toBe(false);
    expect(isItemCorrect(item, 'a+a')).toBe(false);
  });
});
