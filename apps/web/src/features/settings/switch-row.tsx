/** A Settings row: a title and a description, and the on/off switch they name. */
export function SwitchRow({
  id,
  title,
  description,
  checked,
  onToggle,
}: {
  id: string;
  title: string;
  description: string;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <li>
      <div className="settings-row">
        <span className="settings-row__text">
          <span className="settings-row__title" id={`${id}-title`}>
            {title}
          </span>
          <span className="settings-row__desc" id={`${id}-desc`}>
            {description}
          </span>
        </span>
        <button
          type="button"
          role="switch"
          className="switch"
          aria-checked={checked}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          onClick={onToggle}
        >
          <span className="switch__thumb" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
