/**
 * The element that scrolls a view: the nearest scrolling ancestor, else the page. Hosts differ
 * (the sandbox scrolls the page, an app shell may scroll a main element), so the view asks.
 */
export function scrollParent(el: HTMLElement): HTMLElement {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}

export function scrollTopOf(scroller: HTMLElement): number {
  return scroller === document.scrollingElement ? window.scrollY : scroller.scrollTop;
}

export function scrollToTop(scroller: HTMLElement, top: number): void {
  // "instant": a host's smooth scrolling would make the swap between panels swim.
  if (scroller === document.scrollingElement) window.scrollTo({ top, behavior: 'instant' });
  else scroller.scrollTo({ top, behavior: 'instant' });
}
