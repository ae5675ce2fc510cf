import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pointsFor, starsFor } from './stars';

describe('starsFor', () => {
  it('pins the thresholds 0.25, 0.6 and 0.75', () => {
    expect(starsFor(0, 10)).toBe(0);
    expect(starsFor(2, 10)).toBe(0);
    expect(starsFor(3, 12)).toBe(1);
    expect(starsFor(5, 10)).toBe(1);
    expect(starsFor(6, 10)).toBe(2);
    expect(starsFor(7, 10)).toBe(2);
    expect(starsFor(75, 100)).toBe(3);
    expect(starsFor(10, 10)).toBe(3);
    expect(starsFor(0, 0)).toBe(0);
  });

  it('never decreases as more answers are right', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 50 }), (total, a) => {
        const earned = Math.min(a, total);
        expect(starsFor(earned, total)).toBeLessThanOrEqual(
          starsFor(Math.min(earned + 1, total), total),
        );
      }),
    );
  });
});

describe('pointsFor', () => {
  it('gives 10 points per correct answer, whole points only', () => {
    expect(pointsFor(0)).toBe(0);
    expect(pointsFor(7)).toBe(70);
    expect(pointsFor(2.55)).toBe(25);
    expect(pointsFor(0.3)).toBe(3);
  });
});
