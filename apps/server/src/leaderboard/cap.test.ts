import { describe, expect, it } from 'vitest';
import { countedDelta, countedOf } from './cap';

describe('leaderboard daily cap', () => {
  it('counts up to the cap', () => {
    expect(countedDelta(0, 100, 500)).toBe(100);
    expect(countedDelta(450, 100, 500)).toBe(50);
    expect(countedDelta(500, 100, 500)).toBe(0);
  });

  it('a lower total gives back only what was counted', () => {
    expect(countedDelta(600, -200, 500)).toBe(-100);
    expect(countedDelta(300, -100, 500)).toBe(-100);
  });

  it('never counts below zero', () => {
    expect(countedOf(-20, 500)).toBe(0);
    expect(countedDelta(10, -50, 500)).toBe(-10);
  });
});
