/**
 * The order the student arranges, and where keyboard focus goes on each move: it stays with the
 * moved item, on the same arrow, or on the other one once the item reaches an end (where its
 * arrow is disabled), so pressing the same key again keeps moving the same item.
 */
import { useEffect, useRef, useState } from 'react';
import { moved, startOrder } from './order';

export type Direction = 'up' | 'down';

const keyOf = (item: number, direction: Direction) => `${item}:${direction}`;

export function useOrder(questionId: string, count: number) {
  const [order, setOrder] = useState(() => startOrder(questionId, count));
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);

  // Reordering the list moves the focused button in the DOM, which loses its focus: give it back.
  useEffect(() => {
    const key = focusAfterMove.current;
    focusAfterMove.current = null;
    if (key !== null) buttons.current.get(key)?.focus();
  }, [order]);

  /** Moves the item at `from` one place; its new place, or null when it is already at that end. */
  const move = (from: number, direction: Direction): number | null => {
    const to = direction === 'up' ? from - 1 : from + 1;
    const item = order[from];
    if (item === undefined || to < 0 || to >= order.length) return null;
    const atEnd = to === 0 || to === order.length - 1;
    focusAfterMove.current = keyOf(item, atEnd ? (direction === 'up' ? 'down' : 'up') : direction);
    setOrder(moved(order, from, to));
    return to;
  };

  /** The ref of an item's arrow button, for the focus to come back to. */
  const register = (item: number, direction: Direction) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(keyOf(item, direction), el);
    else buttons.current.delete(keyOf(item, direction));
  };

  return { order, move, register };
}
