import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress-percent';

describe('progressPercent', () => {
  it('bars progress between 0 and 100', () => {
    expect(progressPercent(1, 4)).toBe(25);
    expect(progressPercent(9, 4)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 0)).toBe(100);
  });
});
