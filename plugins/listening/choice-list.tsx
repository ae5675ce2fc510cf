import { markLabel, markOf, optionLetter } from '../shared/choice-option';
import '../shared/choice.css';
import type { ListeningStrings } from './strings';

interface ChoiceListProps {
  options: readonly { id: string; text: string }[];
  chosen: string | null;
  /** The expected option ids once judged; null while open. */
  expected: readonly string[] | null;
  labelledBy: string;
  strings: ListeningStrings;
  onChoose: (id: string) => void;
}

/** One tap answers. Once judged, each option says in words what it was (never colour alone). */
export function ChoiceList({
  options,
  chosen,
  expected,
  labelledBy,
  strings,
  onChoose,
}: ChoiceListProps) {
  const chosenIds = chosen === null ? [] : [chosen];
  return (
    <div className="choice-options" role="group" aria-labelledby={labelledBy}>
      {options.map((option, i) => {
        const mark = markOf(option.id, chosenIds, expected);
        return (
          <button
            key={option.id}
            type="button"
            className={`choice-option${option.id === chosen ? ' choice-option--checked' : ''}${mark ? ` choice-option--${mark}` : ''}`}
            aria-pressed={option.id === chosen}
            disabled={expected !== null || chosen !== null}
            onClick={() => onChoose(option.id)}
          >
            <span className="choice-option__control" aria-hidden="true">
              {mark === 'wrong-chosen' ? '✗' : mark ? '✓' : optionLetter(i)}
            </span>
            <span className="choice-option__body">
              <span className="choice-option__text">{option.text}</span>
              {mark && <span className="choice-option__mark">{markLabel(mark, strings)}</span>}
            </span>
          </button>
        );
      })}
    </div>
  );
}
