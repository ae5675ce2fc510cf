/** A red row of Settings: it acts at once, or (`dialog`) asks first. */
import { Icon, type IconName } from '../../lib/icons';

export function DangerRow({
  label,
  icon,
  dialog,
  onClick,
}: {
  label: string;
  icon?: IconName;
  dialog?: boolean;
  onClick: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        className="settings-row settings-row--danger"
        aria-haspopup={dialog ? 'dialog' : undefined}
        onClick={onClick}
      >
        <span className="settings-row__title">{label}</span>
        {icon && <Icon name={icon} />}
      </button>
    </li>
  );
}
