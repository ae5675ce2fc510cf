import { describe, expect, it } from 'vitest';
import { daysBetween, daysToFreeze, freezesAfterGoalDay } from './streak-freeze';

describe('streak freezes', () => {
  it('lists the missed days between two days', () => {
    expect(daysBetween('2026-11-20', '2026-11-23')).toEqual(['2026-11-21', '2026-11-22']);
    expect(daysBetween('2026-11-20', '2026-11-21')).toEqual([]);
    expect(daysBetween('2026-12-31', '2027-01-02')).toEqual(['2027-01-01']);
  });

  it('covers missed days only when the freezes cover all of them', () => {
    expect(daysToFreeze('2026-11-20', '2026-11-22', 1)).toEqual(['2026-11-21']);
    expect(daysToFreeze('2026-11-20', '2026-11-23', 1)).toEqual([]);
    expect(daysToFreeze('2026-11-20', '2026-11-23', 2)).toEqual(['2026-11-21', '2026-11-22']);
    expect(daysToFreeze('2026-11-21', '2026-11-22', 2)).toEqual([]);
    expect(daysToFreeze(undefined, '2026-11-22', 2)).toEqual([]);
  });

  it('earns one every 7th goal day, holding at most 2', () => {
    expect(freezesAfterGoalDay(5, 0)).toBe(0);
    expect(freezesAfterGoalDay(6, 0)).toBe(1);
    expect(freezesAfterGoalDay(13, 1)).toBe(2);
    expect(freezesAfterGoalDay(20, 2)).toBe(2);
  });
});
