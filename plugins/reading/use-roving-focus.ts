import { useRef, useState, type KeyboardEvent } from 'react';

const NEXT = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * One tab stop for a group (options, tabs, the words of a sentence): arrow keys, Home and End move
 * focus inside it, wrapping around. Moving focus never activates; the caller decides what does.
 */
export function useRovingFocus(count: number, onMove?: (index: number) => void) {
  const [active, setActive] = useState(0);
  const items = useRef<(HTMLElement | null)[]>([]);

  const focus = (index: number) => {
    setActive(index);
    items.current[index]?.focus();
    onMove?.(index);
  };

  const onKeyDown = (index: number) => (e: KeyboardEvent) => {
    let next: number | null = null;
    if (NEXT.has(e.key)) next = (index + 1) % count;
    else if (PREVIOUS.has(e.key)) next = (index - 1 + count) % count;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = count - 1;
    if (next === null) return;
    e.preventDefault();
    focus(next);
  };

  const register = (index: number) => (el: HTMLElement | null) => {
    items.current[index] = el;
  };

  /** Props for item `index`: its tab stop, focus tracking, keys and ref. */
  const itemProps = (index: number) => ({
    tabIndex: index === Math.min(active, count - 1) ? 0 : -1,
    onFocus: () => setActive(index),
    onKeyDown: onKeyDown(index),
    ref: register(index),
  });

  return { active, itemProps };
}
