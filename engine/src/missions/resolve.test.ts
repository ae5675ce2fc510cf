import { describe, it, expect, vi } from 'vitest';
import fc from 'fast-check';
import { resolveMissionCourse } from './resolve';

describe('resolveMissionCourse', () => {
  it('null when nothing is eligible', () => {
    expect(resolveMissionCourse([], 5, () => 0)).toBeNull();
    expect(resolveMissionCourse([], null, () => 0)).toBeNull();
  });

  it('excludes the last played course', () => {
    expect(resolveMissionCourse([5, 6], 5, () => 0)).toBe(6);
    expect(resolveMissionCourse([5, 6], 5, () => 0.99)).toBe(6);
  });

  it('falls back to the last played course when it is the only eligible one', () => {
    expect(resolveMissionCourse([5], 5, () => 0)).toBe(5);
    expect(resolveMissionCourse([5, 5], 5, () => 0)).toBe(5);
  });

  it('uses random to index the candidates in order', () => {
    expect(resolveMissionCourse([1, 2, 3, 4], 2, () => 0)).toBe(1);
    expect(resolveMissionCourse([1, 2, 3, 4], 2, () => 0.34)).toBe(3);
    expect(resolveMissionCourse([1, 2, 3, 4], 2, () => 0.999)).toBe(4);
    expect(resolveMissionCourse([1, 2, 3], null, () => 0.5)).toBe(2);
  });

  it('does not weight duplicated ids twice', () => {
    // Candidates are [1, 2]; with the duplicate counted, 0.6 would land on 1.
    expect(resolveMissionCourse([1, 1, 2], null, () => 0.6)).toBe(2);
  });

  it('does not consume randomness when there is no choice', () => {
    const random = vi.fn(() => 0.5);
    expect(resolveMissionCourse([7, 8], 8, random)).toBe(7);
    expect(random).not.toHaveBeenCalled();
  });

  it('clamps a misbehaving random source to a valid index', () => {
    expect(resolveMissionCourse([1, 2, 3], null, () => 1)).toBe(3);
    expect(resolveMissionCourse([1, 2, 3], null, () => -0.5)).toBe(1);
    expect(resolveMissionCourse([1, 2, 3], null, () => Number.NaN)).toBe(1);
  });

  it('always returns an eligible course, never the last played one when another exists', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 8 }),
        fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (eligible, last, r) => {
          const picked = resolveMissionCourse(eligible, last, () => r);
          if (eligible.length === 0) {
            expect(picked).toBeNull();
          } else {
            expect(eligible).toContain(picked);
            if (eligible.some((id) => id !== last)) expect(picked).not.toBe(last);
          }
        },
      ),
    );
  });

  it('every candidate is reachable', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 2, maxLength: 8 }),
        (eligible) => {
          const n = eligible.length;
          const seen = new Set(
            eligible.map((_, i) => resolveMissionCourse(eligible, null, () => (i + 0.5) / n)),
          );
          expect(seen.size).toBe(n);
        },
      ),
    );
  });
});
