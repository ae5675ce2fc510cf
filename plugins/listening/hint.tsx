import { useId, useState } from 'react';
import './hint.css';

export interface HintLabels {
  show: string;
  hide: string;
  label: string;
}

interface HintProps {
  hint: string;
  labels: HintLabels;
  /** Called the first time the student opens the hint (the view emits `hinted`). */
  onFirstOpen: () => void;
}

/** A hint behind a disclosure button, so reading it is the student's choice (and is logged). */
export function Hint({ hint, labels, onFirstOpen }: HintProps) {
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
    <div className="audio-hint">
      <button
        type="button"
        className="audio-hint__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {open ? labels.hide : labels.show}
      </button>
      <p id={panelId} className="audio-hint__panel" hidden={!open}>
        <span className="audio-hint__label">{labels.label}: </span>
        {hint}
      </p>
    </div>
  );
}
