/**
 * The top three of a ranking on a podium: the first in the middle on the tallest step, the second
 * left, the third right (`splitPodium`). A list in rank order for screen readers; each step says
 * its rank as text, so neither the colours nor the heights carry it alone.
 */
import type { CSSProperties, ReactNode } from 'react';
import { podiumHeight, type PodiumSpot } from './scale';
import './podium.css';

export interface PodiumPlace {
  key: string | number;
  rank: number;
  spot: PodiumSpot;
  /** The name (with "you" for the student's own place). */
  name: ReactNode;
  /** What the rank is for, e.g. the points. */
  detail: ReactNode;
  avatar?: ReactNode;
  me?: boolean;
}

export function Podium({
  places,
  label,
  rankLabel,
}: {
  places: readonly PodiumPlace[];
  /** The list's accessible name. */
  label: string;
  /** "Rank", read before each step's number. */
  rankLabel: string;
}) {
  if (places.length === 0) return null;
  return (
    <ol className="podium" aria-label={label}>
      {places.map((p) => (
        <li
          key={p.key}
          className={`podium__place podium__place--${p.spot} ${p.me ? 'podium__place--me' : ''}`}
          aria-current={p.me ? 'true' : undefined}
          data-rank={p.rank}
          style={{ '--podium-rise': podiumHeight(p.rank) / 100 } as CSSProperties}
        >
          <span className="podium__step">
            <span className="visually-hidden">{rankLabel} </span>
            {p.rank}
          </span>
          {p.avatar && <span className="podium__avatar">{p.avatar}</span>}
          <span className="podium__name">{p.name}</span>
          <span className="podium__detail">{p.detail}</span>
        </li>
      ))}
    </ol>
  );
}
