import type { FillBlanksStrings } from './strings';

interface WordBankProps {
  words: readonly string[];
  /** The words in no blank, by their place in `words`. */
  free: readonly number[];
  picked: number | null;
  /** The id of the text that says how to use the bank. */
  describedBy: string;
  strings: FillBlanksStrings;
  onPick: (k: number) => void;
}

/** The bank's free words as toggle buttons: the pressed one goes in the next blank tapped. */
export function WordBank({ words, free, picked, describedBy, strings, onPick }: WordBankProps) {
  return (
    <div
      className="fill-blanks__bank"
      role="group"
      aria-label={strings.bank}
      aria-describedby={describedBy}
    >
      {free.map((k) => (
        <button
          key={k}
          type="button"
          className="fill-blanks__tile"
          aria-pressed={picked === k}
          onClick={() => onPick(k)}
        >
          {words[k]}
        </button>
      ))}
    </div>
  );
}
