import { useRef, useState, type KeyboardEvent } from 'react';

const NEXT = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * Arrow keys, Home and End move focus between a group's options (wrapping around). Unlike a
 * native radio group, moving focus never chooses: in an MCQ choosing is the answer, so only
 * Space, Enter or a tap commits.
 */
export function useArrowFocus(count: number) {
  const [active, setActive] = useState(0);
  const items = useRef<(HTMLElement | null)[]>([]);

  const focus = (index: number) => {
    setActive(index);
    items.current[index]?.focus();
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

  return { active, setActive, onKeyDown, register };
}
