import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the view itself (not the window) is at least `minPx` wide: the sandbox shows the
 * player in half a desktop window, a tablet app in all of it.
 */
export function useIsWide(ref: RefObject<HTMLElement | null>, minPx: number): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWide(entry.contentRect.width >= minPx);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, minPx]);
  return wide;
}
