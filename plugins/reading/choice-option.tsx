import type { KeyboardEvent, ReactNode, Ref } from 'react';

/** How an option looks once the items are checked; never by colour alone (icon and words too). */
export type OptionMark = 'correct-chosen' | 'correct-missed' | 'wrong-chosen' | null;

const MARK_ICON: Record<NonNullable<OptionMark>, string> = {
  'correct-chosen': '✓',
  'correct-missed': '✓',
  'wrong-chosen': '✗',
};

interface ChoiceOptionProps {
  text: ReactNode;
  letter: string;
  role: 'radio' | 'checkbox';
  checked: boolean;
  disabled: boolean;
  mark: OptionMark;
  markLabel: string | null;
  tabIndex: number;
  buttonRef: Ref<HTMLButtonElement>;
  onActivate: () => void;
  onFocus: () => void;
  onKeyDown?: (e: KeyboardEvent) => void;
}

/** One option of an item: a button that acts as a radio or a checkbox. */
export function ChoiceOption(props: ChoiceOptionProps) {
  const { text, letter, role, checked, disabled, mark, markLabel, tabIndex, buttonRef } = props;
  const { onActivate, onFocus, onKeyDown } = props;
  const classes = ['choice-option'];
  if (checked) classes.push('choice-option--checked');
  if (mark) classes.push(`choice-option--${mark}`);
  return (
    <button
      ref={buttonRef}
      type="button"
      role={role}
      aria-checked={checked}
      disabled={disabled}
      tabIndex={tabIndex}
      className={classes.join(' ')}
      onClick={onActivate}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      {/* Radios show their letter (teachers say "answer B"), checkboxes a tick box. */}
      <span className={`choice-option__control choice-option__control--${role}`} aria-hidden="true">
        {role === 'radio' ? letter : checked ? '✓' : ''}
      </span>
      <span className="choice-option__body">
        <span className="choice-option__text">{text}</span>
        {mark && markLabel && (
          <span className="choice-option__mark">
            <span aria-hidden="true">{MARK_ICON[mark]} </span>
            {markLabel}
          </span>
        )}
      </span>
    </button>
  );
}
