import { useId } from 'react';

interface AccessibilitySwitchProps {
  on: boolean;
  onChange: (on: boolean) => void;
}

/**
 * The student's accessibility mode, as the app would pass it to every minigame (no time limits,
 * less motion), so an author can check both ways of playing.
 */
export function AccessibilitySwitch({ on, onChange }: AccessibilitySwitchProps) {
  const hintId = useId();
  return (
    <div className="switch-field">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={hintId}
        className="switch"
        onClick={() => onChange(!on)}
      >
        <span className="switch__label">Accessibility mode</span>
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
      </button>
      <p id={hintId} className="switch-field__hint">
        The student’s setting: no time limits, less motion.
      </p>
    </div>
  );
}
