/**
 * Mouse wheels and touchpads on a card deck, pure: one wheel gesture moves at most one card.
 * A gesture is a run of wheel events less than SNAP_SCROLL_DEBOUNCE_MS apart (a touchpad swipe
 * sends dozens, with inertia); deltas under MIN_WHEEL_DELTA never move a card (jitter, the tail
 * of the inertia). Vertical wheeling first scrolls a card whose text is taller than the card, and
 * past the first or last card it is left to the page.
 */
import { MIN_WHEEL_DELTA, SNAP_SCROLL_DEBOUNCE_MS } from '@web-ed/engine';

/** What the gesture has done so far; it keeps doing that one thing until it ends. */
export type GestureMode = 'none' | 'step' | 'card' | 'page';

export interface WheelGesture {
  lastAt: number;
  mode: GestureMode;
}

export interface WheelInput {
  deltaX: number;
  deltaY: number;
  /** Milliseconds, from the event's timeStamp. */
  at: number;
  canPrev: boolean;
  canNext: boolean;
  cardCanScrollUp: boolean;
  cardCanScrollDown: boolean;
}

/** step: move a card; native: let the browser scroll (the card, or the page); swallow: do nothing. */
export type WheelOutcome =
  { kind: 'step'; direction: -1 | 1 } | { kind: 'native' } | { kind: 'swallow' };

export function onWheel(
  gesture: WheelGesture | null,
  input: WheelInput,
): { outcome: WheelOutcome; gesture: WheelGesture } {
  const fresh = gesture === null || input.at - gesture.lastAt >= SNAP_SCROLL_DEBOUNCE_MS;
  const mode: GestureMode = fresh ? 'none' : gesture.mode;
  const horizontal = Math.abs(input.deltaX) > Math.abs(input.deltaY);
  const delta = horizontal ? input.deltaX : input.deltaY;
  const direction: -1 | 1 = delta < 0 ? -1 : 1;
  const result = (outcome: WheelOutcome, next: GestureMode = mode) => ({
    outcome,
    gesture: { lastAt: input.at, mode: next },
  });

  if (!horizontal) {
    const cardCanScroll = direction === 1 ? input.cardCanScrollDown : input.cardCanScrollUp;
    if (mode === 'page') return result({ kind: 'native' });
    // Reading a long card: it scrolls, and reaching its end within the same gesture turns no card.
    if (cardCanScroll && mode !== 'step') return result({ kind: 'native' }, 'card');
  }
  if (mode !== 'none') return result({ kind: 'swallow' });
  const canStep = direction === 1 ? input.canNext : input.canPrev;
  if (!canStep)
    return horizontal ? result({ kind: 'swallow' }) : result({ kind: 'native' }, 'page');
  if (Math.abs(delta) < MIN_WHEEL_DELTA) return result({ kind: 'swallow' });
  return result({ kind: 'step', direction }, 'step');
}
