import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { scrollParent, scrollToTop, scrollTopOf } from './scroll-parent';

/**
 * Which of two panels is showing, each keeping its own scroll position: going back to the
 * passage returns to the paragraph the student was reading, not to its top. A panel shown for
 * the first time starts at the view's top (just under the sticky switcher).
 */
export function usePanelScroll<P extends string>(
  rootRef: RefObject<HTMLElement | null>,
  initial: P,
) {
  const [panel, setPanel] = useState<P>(initial);
  const saved = useRef(new Map<P, number>());
  const arriving = useRef<P | null>(null);

  const show = (next: P) => {
    const root = rootRef.current;
    if (next === panel) return;
    if (root) saved.current.set(panel, scrollTopOf(scrollParent(root)));
    arriving.current = next;
    setPanel(next);
  };

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || arriving.current !== panel) return;
    arriving.current = null;
    const scroller = scrollParent(root);
    const back = saved.current.get(panel);
    if (back !== undefined) {
      scrollToTop(scroller, back);
      return;
    }
    const above =
      root.getBoundingClientRect().top -
      (scroller === document.scrollingElement ? 0 : scroller.getBoundingClientRect().top);
    if (above < 0) scrollToTop(scroller, scrollTopOf(scroller) + above);
  }, [panel, rootRef]);

  return { panel, show };
}
