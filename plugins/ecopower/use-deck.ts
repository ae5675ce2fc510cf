import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { onWheel, type WheelGesture } from './wheel-gesture';

/** The card nearest to the track's scroll position. */
function nearestCard(track: HTMLElement): number {
  let best = 0;
  let distance = Number.POSITIVE_INFINITY;
  Array.from(track.children).forEach((child, i) => {
    const d = Math.abs((child as HTMLElement).offsetLeft - track.scrollLeft);
    if (d < distance) {
      best = i;
      distance = d;
    }
  });
  return best;
}

/** How far a wheel event moves, in pixels, whatever unit the device reports it in. */
function pixels(e: WheelEvent, page: number): { x: number; y: number } {
  const unit =
    e.deltaMode === WheelEvent.DOM_DELTA_LINE
      ? 16
      : e.deltaMode === WheelEvent.DOM_DELTA_PAGE
        ? page
        : 1;
  return { x: e.deltaX * unit, y: e.deltaY * unit };
}

/**
 * A horizontal scroll-snap deck: the browser does touch swiping; this hook follows which card
 * is shown, moves to a card for the buttons and dots, and turns wheel gestures into one-card
 * steps. `furthest` is the furthest card seen, so finishing can wait until every card was shown.
 */
export function useDeck(
  trackRef: RefObject<HTMLDivElement | null>,
  count: number,
  reduceMotion: boolean,
) {
  const [index, setIndex] = useState(0);
  const [furthest, setFurthest] = useState(0);
  const current = useRef(0);
  // While a programmatic scroll is on its way, the positions it passes through are not "shown".
  const target = useRef<number | null>(null);
  const gesture = useRef<WheelGesture | null>(null);

  const show = (i: number) => {
    current.current = i;
    setIndex(i);
    setFurthest((f) => Math.max(f, i));
  };

  const goTo = (i: number) => {
    const track = trackRef.current;
    const card = track?.children[i];
    if (!track || !(card instanceof HTMLElement)) return;
    const smooth = !reduceMotion && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.current = i;
    show(i);
    track.scrollTo({ left: card.offsetLeft, behavior: smooth ? 'smooth' : 'instant' });
  };

  const onScroll = () => {
    const track = trackRef.current;
    if (!track) return;
    const nearest = nearestCard(track);
    if (target.current !== null) {
      if (nearest === target.current) target.current = null;
      return;
    }
    if (nearest !== current.current) show(nearest);
  };

  const settle = useEffectEvent(() => {
    target.current = null;
    onScroll();
  });
  const wheel = useEffectEvent((e: WheelEvent, track: HTMLElement) => {
    if (e.ctrlKey) return; // pinch-zoom on a touchpad
    const i = current.current;
    const card = track.children[i];
    const body = card?.querySelector('.eco-card__body') ?? card;
    const { x, y } = pixels(e, track.clientHeight);
    const result = onWheel(gesture.current, {
      deltaX: x,
      deltaY: y,
      at: e.timeStamp,
      canPrev: i > 0,
      canNext: i < count - 1,
      cardCanScrollUp: body ? body.scrollTop > 0 : false,
      cardCanScrollDown: body ? body.scrollTop + body.clientHeight < body.scrollHeight - 1 : false,
    });
    gesture.current = result.gesture;
    if (result.outcome.kind === 'native') return;
    e.preventDefault();
    if (result.outcome.kind === 'step') goTo(i + result.outcome.direction);
  });

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onWheelEvent = (e: WheelEvent) => wheel(e, track);
    const onSettle = () => settle();
    // Not passive: a wheel gesture that turns a card must not also scroll the page.
    track.addEventListener('wheel', onWheelEvent, { passive: false });
    track.addEventListener('scrollend', onSettle);
    track.addEventListener('pointerdown', onSettle);
    return () => {
      track.removeEventListener('wheel', onWheelEvent);
      track.removeEventListener('scrollend', onSettle);
      track.removeEventListener('pointerdown', onSettle);
    };
  }, [trackRef]);

  return { index, furthest, goTo, onScroll };
}
