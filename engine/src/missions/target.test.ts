import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseCourseSelector } from './selector';
import { effectiveTarget, isMissionComplete } from './target';

const t = (course: string, target: number | string) =>
  effectiveTarget(parseCourseSelector(course), target);

describe('effectiveTarget', () => {
  it('single, any and group keep the target', () => {
    expect(t('413', 5)).toBe(5);
    expect(t('any', 5)).toBe(5);
    expect(t('group_413_414_415', 5)).toBe(5);
  });

  it('any_2 doubles the target', () => {
    expect(t('any_2', 5)).toBe(10);
  });

  it('a comma list multiplies by the number of distinct courses', () => {
    expect(t('413,414,415', 5)).toBe(15);
    expect(t('413,414,413', 5)).toBe(10);
  });

  it('a non-numeric target means 1, whatever the selector', () => {
    expect(t('413', 'finish_chapter')).toBe(1);
    expect(t('any_2', 'finish_chapter')).toBe(1);
    expect(t('413,414,415', 'x')).toBe(1);
    expect(t('413', '')).toBe(1);
  });

  it('a string of digits is numeric', () => {
    expect(t('413', '5')).toBe(5);
    expect(t('any_2', ' 5 ')).toBe(10);
    expect(t('413,414', '3')).toBe(6);
  });

  it.each([0, -2, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '0', '-2', '2.5', '1e2'])(
    'treats %j as non-numeric (target 1)',
    (target) => {
      expect(t('any_2', target)).toBe(1);
    },
  );

  it('an invalid selector keeps the target', () => {
    expect(t('nonsense', 4)).toBe(4);
  });
});

describe('isMissionComplete', () => {
  it('complete when progress equals the effective target', () => {
    expect(isMissionComplete({ course: '413', target: 3, current_progress: 3 })).toBe(true);
    expect(isMissionComplete({ course: 'any_2', target: 3, current_progress: 6 })).toBe(true);
    expect(isMissionComplete({ course: '1,2,3', target: 2, current_progress: 6 })).toBe(true);
    expect(isMissionComplete({ course: 'group_1_2', target: 2, current_progress: 2 })).toBe(true);
    expect(isMissionComplete({ course: '413', target: 'play', current_progress: 1 })).toBe(true);
  });

  it('incomplete below the effective target', () => {
    expect(isMissionComplete({ course: '413', target: 3, current_progress: 2 })).toBe(false);
    expect(isMissionComplete({ course: 'any_2', target: 3, current_progress: 3 })).toBe(false);
    expect(isMissionComplete({ course: '1,2,3', target: 2, current_progress: 5 })).toBe(false);
    expect(isMissionComplete({ course: '413', target: 'play', current_progress: 0 })).toBe(false);
  });

  it('progress past the target still counts as complete', () => {
    expect(isMissionComplete({ course: '413', target: 3, current_progress: 4 })).toBe(true);
  });

  it('completion flips exactly at the effective target', () => {
    const course = fc.oneof(
      fc.constantFrom('any', 'any_2', 'group_1_2'),
      fc.integer({ min: 1, max: 999 }).map(String),
      fc
        .uniqueArray(fc.integer({ min: 1, max: 999 }), { minLength: 2, maxLength: 5 })
        .map((l) => l.join(',')),
    );
    fc.assert(
      fc.property(
        course,
        fc.oneof(fc.integer({ min: 1, max: 50 }), fc.string()),
        fc.nat({ max: 500 }),
        (c, target, progress) => {
          const goal = effectiveTarget(parseCourseSelector(c), target);
          expect(goal).toBeGreaterThanOrEqual(1);
          expect(isMissionComplete({ course: c, target, current_progress: progress })).toBe(
            progress >= goal,
          );
        },
      ),
    );
  });
});
