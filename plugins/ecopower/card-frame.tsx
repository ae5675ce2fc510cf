import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CardKind } from './cards';

interface CardFrameProps {
  kind: CardKind;
  /** "Card 3 of 8: Quiz", the card's accessible name. */
  label: string;
  kindLabel: string;
  count: string;
  /** How screen readers call a card ("card", "kartu"). */
  roleDescription: string;
  children: ReactNode;
}

/**
 * One card of the deck: a coloured band naming its kind, and a body that scrolls when its text is
 * taller than the card. A body that scrolls becomes focusable, so keyboards can scroll it too.
 */
export function CardFrame({
  kind,
  label,
  kindLabel,
  count,
  roleDescription,
  children,
}: CardFrameProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  // Re-measured when the card resizes or its content grows (feedback adds explanations).
  useEffect(() => {
    const body = bodyRef.current;
    const content = contentRef.current;
    if (!body || !content) return;
    const measure = () => setScrolls(body.scrollHeight > body.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  return (
    <article
      className={`eco-card eco-card--${kind}`}
      aria-roledescription={roleDescription}
      aria-label={label}
    >
      <p className="eco-card__kind" aria-hidden="true">
        <span>{kindLabel}</span>
        <span className="eco-card__count">{count}</span>
      </p>
      <div ref={bodyRef} className="eco-card__body" tabIndex={scrolls ? 0 : undefined}>
        <div ref={contentRef} className="eco-card__content">
          {children}
        </div>
      </div>
    </article>
  );
}
