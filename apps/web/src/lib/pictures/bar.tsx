/**
 * A horizontal bar: a track and its fill, scaled by `barPercent`. Decoration only (hidden from
 * screen readers): whoever draws it writes the number it stands for as text beside it. An
 * optional marker (a dashed upright line, e.g. an average) sits on the same scale.
 */
import type { CSSProperties } from 'react';
import { barPercent } from './scale';
import './bar.css';

export function Bar({
  value,
  max,
  marker,
  tone = 'primary',
  className = '',
}: {
  value: number;
  max: number;
  /** A value on the same scale drawn as an upright dashed line across the track. */
  marker?: number;
  /** `me` draws the student's own bar with stripes as well as another colour. */
  tone?: 'primary' | 'me';
  className?: string;
}) {
  const fill: CSSProperties = { width: `${barPercent(value, max)}%` };
  return (
    <span className={`bar bar--${tone} ${className}`} aria-hidden="true">
      <span className="bar__fill" style={fill} />
      {marker !== undefined && (
        <span className="bar__marker" style={{ left: `${barPercent(marker, max, 0)}%` }} />
      )}
    </span>
  );
}
