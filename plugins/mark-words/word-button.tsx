import { RichText } from '@web-ed/ui';
import type { OptionMark } from '../shared/choice-option';
import type { MarkWordsStrings } from './strings';

interface WordButtonProps {
  word: string;
  marked: boolean;
  /** How the word was judged; null while the question is open (and for words rightly left alone). */
  mark: OptionMark;
  disabled: boolean;
  strings: MarkWordsStrings;
  onToggle: () => void;
}

const ICON: Record<NonNullable<OptionMark>, string> = {
  'correct-chosen': '✓',
  'correct-missed': '✓',
  'wrong-chosen': '✗',
};

/** One markable word: a toggle button in the flow of the text; once judged, with its mark in words. */
export function WordButton({ word, marked, mark, disabled, strings, onToggle }: WordButtonProps) {
  const classes = ['mark-words__word'];
  if (mark) classes.push(`mark-words__word--${mark}`);
  const said: Record<NonNullable<OptionMark>, string> = {
    'correct-chosen': strings.markedRight,
    'correct-missed': strings.missed,
    'wrong-chosen': strings.markedWrong,
  };
  return (
    <button
      type="button"
      className={classes.join(' ')}
      aria-pressed={marked}
      disabled={disabled}
      onClick={onToggle}
    >
      <RichText text={word} />
      {mark && (
        <>
          <span className="mark-words__icon" aria-hidden="true">
            {ICON[mark]}
          </span>
          <span className="mark-words__sr-only">, {said[mark]}</span>
        </>
      )}
    </button>
  );
}
