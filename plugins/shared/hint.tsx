import { useId, useState, type ReactNode } from 'react';
import './hint.css';

/** The hint's words, which every plugin with hints carries in its strings. */
export interface HintStrings {
  showHint: string;
  hideHint: string;
  hint: string;
}

interface HintProps {
  hint: ReactNode;
  strings: HintStrings;
  /** Called the first time the student opens the hint (the view emits `hinted`). */
  onFirstOpen: () => void;
}

/** A hint behind a disclosure button, so reading it is the student's choice (and is logged). */
export function Hint({ hint, strings, onFirstOpen }: HintProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const toggle = () => {
    if (!open && !opened) {
      setOpened(true);
      onFirstOpen();
    }
    setOpen(!open);
  };
  return (
    <div className="plugin-hint">
      <button
        type="button"
        className="plugin-hint__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <svg className="plugin-hint__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M9 21h6v-1.5H9V21Zm3-19a7 7 0 0 0-4 12.74V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.26A7 7 0 0 0 12 2Z" />
        </svg>
        {open ? strings.hideHint : strings.showHint}
      </button>
      <div id={panelId} className="plugin-hint__panel" hidden={!open}>
        <span className="plugin-hint__label">{strings.hint}: </span>
        {hint}
      </div>
    </div>
  );
}
