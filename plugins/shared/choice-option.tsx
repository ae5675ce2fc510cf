import type { KeyboardEvent, Ref } from 'react';
import { RichText } from '@web-ed/ui';
import './choice.css';

/** How an option looks once the answer is judged; never by colour alone (icon and words too). */
export type OptionMark = 'correct-chosen' | 'correct-missed' | 'wrong-chosen' | null;

/** The words of a judged option, which every choice plugin's strings carry. */
export interface MarkStrings {
  yourAnswer: string;
  yourAnswerCorrect: string;
  correctAnswer: string;
}

/** The mark of option `id`: null while the answer is open (`expected` is null). */
export function markOf(
  id: string,
  chosen: readonly string[],
  expected: readonly string[] | null,
): OptionMark {
  if (!expected) return null;
  const picked = chosen.includes(id);
  if (expected.includes(id)) return picked ? 'correct-chosen' : 'correct-missed';
  return picked ? 'wrong-chosen' : null;
}

/** What a mark says in words, or null for an unmarked option. */
export function markLabel(mark: OptionMark, strings: MarkStrings): string | null {
  if (mark === 'correct-chosen') return strings.yourAnswerCorrect;
  if (mark === 'correct-missed') return strings.correctAnswer;
  if (mark === 'wrong-chosen') return strings.yourAnswer;
  return null;
}

const MARK_ICON: Record<NonNullable<OptionMark>, string> = {
  'correct-chosen': '✓',
  'correct-missed': '✓',
  'wrong-chosen': '✗',
};

/** Radios show their letter (teachers say "answer B"); past J they are numbered. */
export const optionLetter = (i: number) => 'ABCDEFGHIJ'[i] ?? String(i + 1);

interface ChoiceOptionProps {
  text: string;
  /** "display" for short options that are mostly a formula (see RichText). */
  mathStyle?: 'inline' | 'display';
  letter: string;
  role: 'radio' | 'checkbox';
  checked: boolean;
  disabled: boolean;
  mark: OptionMark;
  markLabel: string | null;
  tabIndex: number;
  buttonRef: Ref<HTMLButtonElement>;
  /** An extra class for the host plugin to hook onto (e.g. "mcq-option"). */
  className?: string;
  onActivate: () => void;
  onFocus: () => void;
  onKeyDown?: ((e: KeyboardEvent) => void) | undefined;
}

/** One answer option (MCQ, Reading, Vocabulary, Ecopower, Video MCQ): a radio or checkbox button. */
export function ChoiceOption(props: ChoiceOptionProps) {
  const { text, mathStyle, letter, role, checked, disabled, mark, markLabel, tabIndex } = props;
  const { buttonRef, className, onActivate, onFocus, onKeyDown } = props;
  const classes = ['choice-option'];
  if (className) classes.push(className);
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
      {/* Radios show their letter, checkboxes a tick box. */}
      <span className={`choice-option__control choice-option__control--${role}`} aria-hidden="true">
        {role === 'radio' ? letter : checked ? '✓' : ''}
      </span>
      <span className="choice-option__body">
        <RichText text={text} className="choice-option__text" mathStyle={mathStyle} />
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
