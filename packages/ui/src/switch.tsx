/** An on/off setting: a button with the switch role, its label, and a track the eye can read. */
import './switch.css';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** Id of the text that explains the setting. */
  describedBy?: string;
}

export function Switch({ checked, onChange, label, describedBy }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      className="ui-switch"
      onClick={() => onChange(!checked)}
    >
      <span className="ui-switch__label">{label}</span>
      <span className="ui-switch__track" aria-hidden="true">
        <span className="ui-switch__thumb" />
      </span>
    </button>
  );
}
