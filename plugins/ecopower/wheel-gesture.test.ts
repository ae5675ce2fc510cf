import { describe, expect, it } from 'vitest';
import { MIN_WHEEL_DELTA, SNAP_SCROLL_DEBOUNCE_MS } from '@web-ed/engine';
import { onWheel, type WheelGesture, type WheelInput } from './wheel-gesture';

const base: WheelInput = {
  deltaX: 0,
  deltaY: 0,
  at: 0,
  canPrev: true,
  canNext: true,
  cardCanScrollUp: false,
  cardCanScrollDown: false,
};

/** Runs a series of wheel events and returns each outcome's kind (with the step's direction). */
function run(events: Partial<WheelInput>[], start: WheelGesture | null = null): string[] {
  let gesture = start;
  return events.map((e) => {
    const r = onWheel(gesture, { ...base, ...e });
    gesture = r.gesture;
    return r.outcome.kind === 'step' ? `step${r.outcome.direction}` : r.outcome.kind;
  });
}

describe('onWheel', () => {
  it('moves one card for one mouse-wheel notch, in either direction', () => {
    expect(run([{ deltaY: 100 }])).toEqual(['step1']);
    expect(run([{ deltaY: -100 }])).toEqual(['step-1']);
    expect(run([{ deltaX: 120 }])).toEqual(['step1']);
  });

  it('ignores deltas under the minimum', () => {
    expect(
      run([{ deltaY: MIN_WHEEL_DELTA - 1 }, { deltaX: -(MIN_WHEEL_DELTA - 1), at: 1000 }]),
    ).toEqual(['swallow', 'swallow']);
    expect(run([{ deltaY: MIN_WHEEL_DELTA }])).toEqual(['step1']);
  });

  it('moves one card for a whole touchpad swipe, inertia included', () => {
    const swipe = [4, 12, 35, 80, 120, 90, 60, 30, 12, 4, 1].map((deltaX, i) => ({
      deltaX,
      at: i * 16,
    }));
    expect(run(swipe)).toEqual([
      'swallow',
      'swallow',
      'step1',
      ...Array<string>(8).fill('swallow'),
    ]);
  });

  it('waits for the gesture to end: a pause shorter than the debounce continues it', () => {
    const at = SNAP_SCROLL_DEBOUNCE_MS - 1;
    expect(run([{ deltaY: 100 }, { deltaY: 100, at }, { deltaY: 100, at: 2 * at }])).toEqual([
      'step1',
      'swallow',
      'swallow',
    ]);
  });

  it('starts a new gesture after the debounce, which moves a card again', () => {
    expect(run([{ deltaY: 100 }, { deltaY: 100, at: SNAP_SCROLL_DEBOUNCE_MS }])).toEqual([
      'step1',
      'step1',
    ]);
  });

  it('scrolls a long card before turning it, and never turns it within the same gesture', () => {
    const reading = { cardCanScrollDown: true };
    expect(
      run([
        { deltaY: 100, ...reading },
        { deltaY: 100, at: 100 },
      ]),
    ).toEqual(['native', 'swallow']);
    expect(
      run([
        { deltaY: 100, ...reading },
        { deltaY: 100, at: 100 + SNAP_SCROLL_DEBOUNCE_MS },
      ]),
    ).toEqual(['native', 'step1']);
    expect(run([{ deltaY: -100, cardCanScrollUp: true }])).toEqual(['native']);
  });

  it('does not scroll the new card with the rest of the gesture that turned to it', () => {
    expect(run([{ deltaY: 100 }, { deltaY: 80, at: 50, cardCanScrollDown: true }])).toEqual([
      'step1',
      'swallow',
    ]);
  });

  it('lets vertical wheeling scroll the page past the first and last card', () => {
    expect(
      run([
        { deltaY: 100, canNext: false },
        { deltaY: 100, at: 50 },
      ]),
    ).toEqual(['native', 'native']);
    expect(run([{ deltaY: -100, canPrev: false }])).toEqual(['native']);
  });

  it('does nothing with horizontal wheeling past either end', () => {
    expect(
      run([
        { deltaX: 100, canNext: false },
        { deltaX: -100, canPrev: false, at: 1000 },
      ]),
    ).toEqual(['swallow', 'swallow']);
  });

  it('decides the direction by the larger of the two deltas', () => {
    expect(run([{ deltaX: -60, deltaY: 40 }])).toEqual(['step-1']);
    expect(run([{ deltaX: 20, deltaY: -50 }])).toEqual(['step-1']);
  });
});
