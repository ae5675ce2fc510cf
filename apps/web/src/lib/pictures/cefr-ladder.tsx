/**
 * A CEFR ladder: one rising step per level (Pre-A1 … C1), solid up to the level reached, the
 * reached one outlined, the ones above dashed and empty, each step's code written under it. One
 * image for screen readers, named by `label` (the level in words and its step on the scale).
 */
import { ladderSteps } from './scale';
import './cefr-ladder.css';

export function CefrLadder({
  level,
  codes,
  label,
  size = 'small',
}: {
  /** The level reached, 0-based (0 Pre-A1 … 5 C1). */
  level: number;
  /** The scale's codes, lowest first. */
  codes: readonly string[];
  label: string;
  size?: 'small' | 'large';
}) {
  return (
    <div className={`ladder ladder--${size}`} role="img" aria-label={label}>
      {ladderSteps(level, codes.length).map((s) => (
        <span
          key={s.index}
          className={`ladder__rung${s.reached ? ' ladder__rung--reached' : ''}${s.current ? ' ladder__rung--current' : ''}`}
        >
          <span className="ladder__track">
            <span className="ladder__step" style={{ height: `${s.height}%` }} />
          </span>
          <span className="ladder__code">{codes[s.index]}</span>
        </span>
      ))}
    </div>
  );
}
