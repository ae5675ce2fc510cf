import { useId } from 'react';
import { Switch } from '@web-ed/ui';

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
      <Switch checked={on} onChange={onChange} label="Accessibility mode" describedBy={hintId} />
      <p id={hintId} className="switch-field__hint">
        The student’s setting: no time limits, less motion.
      </p>
    </div>
  );
}
