import { useId, type ReactNode } from 'react';
import './choice.css';

interface ChoiceGroupProps {
  /** Choose-all-that-apply (checkboxes) rather than one answer (radios). */
  multiple: boolean;
  /** The id of the prompt that names the group. */
  labelledBy: string;
  /** "Choose one answer" and the like: shown above the options, and describes the group. */
  instruction?: string;
  children: ReactNode;
}

/** The options of one question, as a radio group (one answer) or a group of checkboxes. */
export function ChoiceGroup({ multiple, labelledBy, instruction, children }: ChoiceGroupProps) {
  const instructionId = useId();
  return (
    <>
      {instruction !== undefined && (
        <p className="choice-instruction" id={instructionId}>
          {instruction}
        </p>
      )}
      <div
        className="choice-options"
        role={multiple ? 'group' : 'radiogroup'}
        aria-labelledby={labelledBy}
        aria-describedby={instruction !== undefined ? instructionId : undefined}
      >
        {children}
      </div>
    </>
  );
}
