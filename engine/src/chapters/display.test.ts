import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { chapterDisplayState } from './display';

const NOW = 1_700_000_000_000;

describe('chapterDisplayState', () => {
  it('review when completed and the review time is due', () => {
    const ch = { is_completed: true, is_current: false, closest_review_time: NOW - 1 };
    expect(chapterDisplayState(ch, NOW)).toBe('review');
  });

  it('review exactly at the review time (due means ≤ now)', () => {
    const ch = { is_completed: true, is_current: false, closest_review_time: NOW };
    expect(chapterDisplayState(ch, NOW)).toBe('review');
  });

  it('completed when the review is in the future', () => {
    const ch = { is_completed: true, is_current: false, closest_review_time: NOW + 1 };
    expect(chapterDisplayState(ch, NOW)).toBe('completed');
  });

  it('completed when no review is scheduled (0), however late it is', () => {
    const ch = { is_completed: true, is_current: false, closest_review_time: 0 };
    expect(chapterDisplayState(ch, NOW)).toBe('completed');
  });

  it('completed wins over a stale current flag', () => {
    const ch = { is_completed: true, is_current: true, closest_review_time: 0 };
    expect(chapterDisplayState(ch, NOW)).toBe('completed');
  });

  it('current when not completed and current, even with a due review time', () => {
    const ch = { is_completed: false, is_current: true, closest_review_time: NOW - 1 };
    expect(chapterDisplayState(ch, NOW)).toBe('current');
  });

  it('locked otherwise', () => {
    const ch = { is_completed: false, is_current: false, closest_review_time: NOW - 1 };
    expect(chapterDisplayState(ch, NOW)).toBe('locked');
  });

  it('review appears only for completed chapters with a due non-zero review time', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.nat(), fc.nat(), (done, current, review, now) => {
        const state = chapterDisplayState(
          { is_completed: done, is_current: current, closest_review_time: review },
          now,
        );
        expect(state === 'review').toBe(done && review !== 0 && review <= now);
        expect(state === 'completed' || state === 'review').toBe(done);
        expect(state === 'current').toBe(!done && current);
      }),
    );
  });
});
