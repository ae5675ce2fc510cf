import type { KeyboardEvent, Ref } from 'react';
import { RichText } from '@web-ed/ui';

/** How an option looks once the answer is judged; never by colour alone (icon and words too). */
export type OptionMark = 'correct-chosen' | 'correct-missed' | 'wrong-chosen' | null;

interface McqOptionProps {
  text: string;
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
  onKeyDown: (e: KeyboardEvent) => void;
}

const MARK_ICON: Record<NonNullable<OptionMark>, string> = {
  'correct-chosen': '✓',
  'correct-missed': '✓',
  'wrong-chosen': '✗',
};

export function McqOption(props: McqOptionProps) {
  const { text, letter, role, checked, disabled, mark, markLabel, tabIndex, buttonRef } = props;
  const { onActivate, onFocus, onKeyDown } = props;
  const classes = ['mcq-option', `mcq-option--${role}`];
  if (checked) classes.push('mcq-option--checked');
  if (mark) classes.push(`mcq-option--${mark}`);
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
      <span className="mcq-option__control" aria-hidden="true">
        {role === 'radio' ? letter : checked ? '✓' : ''}
      </span>
      <span className="mcq-option__body">
        <RichText text={text} className="mcq-option__text" mathStyle="display" />
        {mark && markLabel && (
          <span className="mcq-option__mark">
            <span aria-hidden="true">{MARK_ICON[mark]} </span>
            {markLabel}
          </span>
        )}
      </span>
    </button>
  );
}
