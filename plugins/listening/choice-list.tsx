import './choice-list.css';
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

const LETTERS = 'ABCDEF';

type Mark = 'correct-chosen' | 'correct-missed' | 'wrong-chosen' | null;

/** One tap answers. Once judged, each option says in words what it was (never colour alone). */
export function ChoiceList({
  options,
  chosen,
  expected,
  labelledBy,
  strings,
  onChoose,
}: ChoiceListProps) {
  const markOf = (id: string): Mark => {
    if (!expected) return null;
    if (expected.includes(id)) return id === chosen ? 'correct-chosen' : 'correct-missed';
    return id === chosen ? 'wrong-chosen' : null;
  };
  const markLabel: Record<NonNullable<Mark>, string> = {
    'correct-chosen': strings.yourAnswerCorrect,
    'correct-missed': strings.correctAnswer,
    'wrong-chosen': strings.yourAnswer,
  };
  return (
    <div className="choice-list" role="group" aria-labelledby={labelledBy}>
      {options.map((option, i) => {
        const mark = markOf(option.id);
        return (
          <button
            key={option.id}
            type="button"
            className={`choice${mark ? ` choice--${mark}` : ''}${option.id === chosen ? ' choice--chosen' : ''}`}
            aria-pressed={option.id === chosen}
            disabled={expected !== null || chosen !== null}
            onClick={() => onChoose(option.id)}
          >
            <span className="choice__letter" aria-hidden="true">
              {mark === 'wrong-chosen' ? '✗' : mark ? '✓' : (LETTERS[i] ?? String(i + 1))}
            </span>
            <span className="choice__body">
              <span className="choice__text">{option.text}</span>
              {mark && <span className="choice__mark">{markLabel[mark]}</span>}
            </span>
          </button>
        );
      })}
    </div>
  );
}
