import { useId } from 'react';
import { RichText } from '@web-ed/ui';
import type { EcopowerQuizCard } from '@web-ed/schemas';
import { McqOption, type OptionMark } from '../mcq/option';
import { useArrowFocus } from '../mcq/use-arrow-focus';
import type { EcopowerStrings } from './strings';

const LETTERS = 'ABCDE';

interface QuizCardProps {
  card: EcopowerQuizCard;
  strings: EcopowerStrings;
  chosen: string | null;
  /** The correct option once the deck is finished and judged; null before. */
  expected: string | null;
  onChoose: (optionId: string) => void;
}

/**
 * A quiz card, answered on the card with the MCQ's option buttons. The choice can change until
 * the deck is finished; then the engine's verdict marks it.
 */
export function QuizCard({ card, strings, chosen, expected, onChoose }: QuizCardProps) {
  const arrows = useArrowFocus(card.options.length);
  const promptId = useId();
  const judged = expected !== null;

  const markOf = (id: string): OptionMark => {
    if (!judged) return null;
    if (id === expected) return id === chosen ? 'correct-chosen' : 'correct-missed';
    return id === chosen ? 'wrong-chosen' : null;
  };
  const markLabel: Record<NonNullable<OptionMark>, string> = {
    'correct-chosen': strings.yourAnswerCorrect,
    'correct-missed': strings.correctAnswer,
    'wrong-chosen': strings.yourAnswer,
  };

  return (
    <>
      <p className="mcq__prompt" id={promptId}>
        <RichText text={card.prompt} />
      </p>
      <p className="mcq__instruction">{strings.chooseOne}</p>
      <div className="mcq__options" role="radiogroup" aria-labelledby={promptId}>
        {card.options.map((option, i) => {
          const mark = markOf(option.id);
          return (
            <McqOption
              key={option.id}
              text={option.text}
              letter={LETTERS[i] ?? String(i + 1)}
              role="radio"
              checked={chosen === option.id}
              disabled={judged}
              mark={mark}
              markLabel={mark && markLabel[mark]}
              tabIndex={i === arrows.active ? 0 : -1}
              buttonRef={arrows.register(i)}
              onActivate={() => onChoose(option.id)}
              onFocus={() => arrows.setActive(i)}
              onKeyDown={arrows.onKeyDown(i)}
            />
          );
        })}
      </div>
      {judged && card.explanation && (
        <div className="mcq__explanation">
          <p className="mcq__explanation-title">{strings.explanation}</p>
          <RichText text={card.explanation} />
        </div>
      )}
    </>
  );
}
