import { describe, expect, it } from 'vitest';
import { countdownClock, reviewCountdown } from './review-countdown';

describe('review countdown', () => {
  const now = Date.UTC(2026, 0, 1, 12);

  it('is due at and after the review time', () => {
    expect(reviewCountdown(now, now)).toMatchObject({ due: true, secondsLeft: 0 });
    expect(reviewCountdown(now - 5000, now).due).toBe(true);
  });

  it('counts down whole seconds, rounding up', () => {
    const c = reviewCountdown(now + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_500, now);
    expect(c).toEqual({
      due: false,
      secondsLeft: 183_846,
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 6,
    });
    expect(reviewCountdown(now + 1, now)).toMatchObject({ due: false, secondsLeft: 1 });
  });

  it('formats the clock', () => {
    expect(countdownClock({ hours: 0, minutes: 5, seconds: 9 })).toBe('0:05:09');
    expect(countdownClock({ hours: 23, minutes: 59, seconds: 59 })).toBe('23:59:59');
  });
});
