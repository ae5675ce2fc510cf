/**
 * The true/false view: a statement and two options, True and False, laid out like a one-answer
 * MCQ (a radio group, arrows move, 48 px targets). It reports the choice; the Player asks the
 * engine for the verdict and hands it back as `feedback`.
 */
import { useId, useState } from 'react';
import { RichText } from '@web-ed/ui';
import type { TrueFalseContent } from '@web-ed/schemas';
import { usePluginServices } from '../services';
import { Hint } from '../shared/hint';
import { SingleChoice } from '../shared/single-choice';
import type { PluginViewProps } from '../view-props';
import { TRUE_FALSE_STRINGS } from './strings';
import './view.css';
import { useShownEvent } from '../shared/use-shown-event';

export default function TrueFalseView({
  question,
  lang,
  feedback,
  onEvent,
}: PluginViewProps<TrueFalseContent>) {
  const { content } = question;
  const strings = TRUE_FALSE_STRINGS[lang];
  const { assetUrl } = usePluginServices();
  const [chosen, setChosen] = useState<string | null>(null);
  const statementId = useId();

  useShownEvent(question.id, onEvent);

  const answered = feedback !== null;
  const choose = (verdict: string) => {
    if (answered) return;
    setChosen(verdict);
    onEvent({ kind: 'answered', questionId: question.id, answer: [verdict] });
  };

  return (
    <div className="true-false">
      {content.image && (
        <img
          className="true-false__image"
          src={assetUrl(content.image)}
          alt={content.image_alt ?? ''}
          decoding="async"
        />
      )}
      <p className="true-false__statement" id={statementId}>
        <RichText text={content.statement} />
      </p>
      <SingleChoice
        options={[
          { id: 'true', text: strings.true },
          { id: 'false', text: strings.false },
        ]}
        chosen={chosen}
        expected={feedback ? (feedback.expected[0] ?? null) : null}
        disabled={answered}
        labelledBy={statementId}
        instruction={strings.instruction}
        strings={strings}
        onChoose={choose}
      />
      {content.hint && !answered && (
        <Hint
          hint={<RichText text={content.hint} />}
          strings={strings}
          onFirstOpen={() => onEvent({ kind: 'hinted', questionId: question.id })}
        />
      )}
      {feedback?.explanation && (
        <div className="true-false__explanation">
          <p className="true-false__explanation-title">{strings.explanation}</p>
          <RichText text={feedback.explanation} />
        </div>
      )}
    </div>
  );
}
