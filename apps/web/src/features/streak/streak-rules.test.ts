import { describe, expect, it } from 'vitest';
import { localDay, streakStep } from './streak-rules';

describe('streak step of starting a course', () => {
  it('goes to /streak/ once a day after a play, with a streak', () => {
    const today = '2026-11-22';
    expect(streakStep({ todayPlays: 1, learningStreak: 3, shownOn: null, today })).toEqual({
      progressed: true,
      streak: true,
    });
    expect(streakStep({ todayPlays: 1, learningStreak: 3, shownOn: today, today }).progressed).toBe(
      false,
    );
    expect(
      streakStep({ todayPlays: 2, learningStreak: 3, shownOn: '2026-11-21', today }).progressed,
    ).toBe(true);
    expect(streakStep({ todayPlays: 0, learningStreak: 3, shownOn: null, today }).progressed).toBe(
      false,
    );
    expect(streakStep({ todayPlays: 1, learningStreak: 0, shownOn: null, today }).streak).toBe(
      false,
    );
  });
  it('formats the local day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05');
  });
});
