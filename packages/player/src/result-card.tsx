import { useEffect, useRef } from 'react';
import type { PlayScore } from '@web-ed/engine';
import type { PlayerStrings } from './strings';

interface ResultCardProps {
  summary: PlayScore;
  /** "Task complete", or "Time's up!" when a timed round ran out. */
  title: string;
  strings: PlayerStrings;
  headingLevel: 2 | 3;
  /** The play counts for nothing (see PlayResult.voided): say why there are no points. */
  voided?: boolean;
}

/** Stars and points of a finished play, exactly as the engine summarised it. */
export function ResultCard({ summary, title, strings, headingLevel, voided }: ResultCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus was on the Next button, which is gone: land on the result so it is read out.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="player-result">
      <Heading ref={headingRef} className="player-result__title" tabIndex={-1}>
        {title}
      </Heading>
      <div className="player-result__stars" role="img" aria-label={strings.starsOf(summary.stars)}>
        {[1, 2, 3].map((n) => (
          <span
            key={n}
            className={n <= summary.stars ? 'player-star player-star--on' : 'player-star'}
            aria-hidden="true"
          >
            ★
          </span>
        ))}
      </div>
      <p className="player-result__points">{strings.points(summary.points)}</p>
      <p className="player-result__correct">{strings.correctOf(summary.earned, summary.total)}</p>
      {voided && <p className="player-result__note">{strings.voidedNote}</p>}
    </div>
  );
}
