import type { ReactNode } from 'react';

interface ProgressHeaderProps {
  /** 1-based number of the question on screen. */
  current: number;
  total: number;
  answered: number;
  progressLabel: string;
  /** The countdown of a timed round, at the end of the row. */
  timer?: ReactNode;
  /** A button at the very end of the row (the study buddy). */
  action?: ReactNode;
}

/** "3 / 10" and a bar of the questions done so far. */
export function ProgressHeader({
  current,
  total,
  answered,
  progressLabel,
  timer,
  action,
}: ProgressHeaderProps) {
  const percent = total > 0 ? (answered / total) * 100 : 0;
  return (
    <div className="player-progress">
      {/* The question's group carries "Question 3 of 10" for screen readers. */}
      <span className="player-progress__count" aria-hidden="true">
        {current} / {total}
      </span>
      <div
        className="player-progress__bar"
        role="progressbar"
        aria-label={progressLabel}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
      >
        <div className="player-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      {timer}
      {action}
    </div>
  );
}
