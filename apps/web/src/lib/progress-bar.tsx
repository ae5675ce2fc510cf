/**
 * The one progress bar of the app: a `progressbar` whose value screen readers hear (capped at
 * its maximum), and a bar for the eye. Name it with `label` or `labelledBy`.
 */
import { progressPercent } from './progress-percent';

export function ProgressBar({
  value,
  max,
  label,
  labelledBy,
  valueText,
}: {
  value: number;
  max: number;
  label?: string;
  labelledBy?: string;
  valueText?: string;
}) {
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={valueText}
    >
      <div className="progress__bar" style={{ width: `${progressPercent(value, max)}%` }} />
    </div>
  );
}
