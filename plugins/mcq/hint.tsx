import { useId, useState } from 'react';
import { RichText } from '@web-ed/ui';
import type { McqStrings } from './strings';

interface McqHintProps {
  hint: string;
  strings: McqStrings;
  /** Called the first time the student opens the hint. */
  onFirstOpen: () => void;
}

/** A hint behind a disclosure button, so reading it is the student's choice (and is logged). */
export function McqHint({ hint, strings, onFirstOpen }: McqHintProps) {
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
    <div className="mcq-hint">
      <button
        type="button"
        className="mcq-hint__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <svg className="mcq-hint__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M9 21h6v-1.5H9V21Zm3-19a7 7 0 0 0-4 12.74V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.26A7 7 0 0 0 12 2Z" />
        </svg>
        {open ? strings.hideHint : strings.showHint}
      </button>
      <div id={panelId} className="mcq-hint__panel" hidden={!open}>
        <span className="mcq-hint__label">{strings.hint}: </span>
        <RichText text={hint} />
      </div>
    </div>
  );
}
