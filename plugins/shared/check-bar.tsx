import { useId } from 'react';
import './check-bar.css';

interface CheckBarProps {
  label: string;
  disabled?: boolean;
  /** What is still missing, under the button and describing it; absent: no line. */
  status?: string;
  /** The status is announced as it changes (a refused mark), not only read with the button. */
  live?: boolean;
  /** A submit button of the view's form; else a button that calls onCheck. */
  submit?: boolean;
  onCheck?: () => void;
}

/** The Check button of a minigame answered as a whole, with what is still missing under it. */
export function CheckBar({
  label,
  disabled = false,
  status,
  live,
  submit,
  onCheck,
}: CheckBarProps) {
  const statusId = useId();
  return (
    <div className="check-bar">
      <button
        type={submit ? 'submit' : 'button'}
        className="check-bar__button"
        disabled={disabled}
        aria-describedby={status === undefined ? undefined : statusId}
        onClick={submit ? undefined : onCheck}
      >
        {label}
      </button>
      {status !== undefined && (
        <p className="check-bar__status" id={statusId} role={live ? 'status' : undefined}>
          {status}
        </p>
      )}
    </div>
  );
}
