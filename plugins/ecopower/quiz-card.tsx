import { useId } from 'react';
import { RichText } from '@web-ed/ui';
import type { EcopowerQuizCard } from '@web-ed/schemas';
import { SingleChoice } from '../shared/single-choice';
import type { EcopowerStrings } from './strings';

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
  const promptId = useId();
  const judged = expected !== null;

  return (
    <>
      <p className="mcq__prompt" id={promptId}>
        <RichText text={card.prompt} />
      </p>
      <SingleChoice
        options={card.options}
        chosen={chosen}
        expected={expected}
        disabled={judged}
        labelledBy={promptId}
        instruction={strings.chooseOne}
        strings={strings}
        onChoose={onChoose}
      />
      {judged && card.explanation && (
        <div className="mcq__explanation">
          <p className="mcq__explanation-title">{strings.explanation}</p>
          <RichText text={card.explanation} />
        </div>
      )}
    </>
  );
}
