/**
 * The MCQ view: one answer (tap = answer) or choose-all-that-apply (toggle, then Check).
 * It only reports what the student did; the Player asks the engine to score it and hands the
 * verdict back as `feedback`.
 */
import { useId, useState } from 'react';
import { RichText } from '@web-ed/ui';
import type { McqContent } from '@web-ed/schemas';
import { usePluginServices } from '../services';
import type { PluginViewProps } from '../view-props';
import { ChoiceGroup } from '../shared/choice-group';
import { ChoiceOption, markLabel, markOf, optionLetter } from '../shared/choice-option';
import { Hint } from '../shared/hint';
import { MCQ_STRINGS } from './strings';
import { useArrowFocus } from '../shared/use-arrow-focus';
import './view.css';
import { useShownEvent } from '../shared/use-shown-event';

export default function McqView({
  question,
  lang,
  feedback,
  onEvent,
}: PluginViewProps<McqContent>) {
  const { content } = question;
  const strings = MCQ_STRINGS[lang];
  const { assetUrl } = usePluginServices();
  const multiple = content.answers.length > 1;
  const [chosen, setChosen] = useState<string[]>([]);
  const arrows = useArrowFocus(content.options.length);
  const promptId = useId();

  useShownEvent(question.id, onEvent);

  const answered = feedback !== null;
  // Once answered, the answer the play holds: the view's own choice is gone after a reload.
  const picked = feedback?.given ?? chosen;
  const answer = (ids: string[]) =>
    onEvent({ kind: 'answered', questionId: question.id, answer: ids });

  const activate = (id: string) => {
    if (answered) return;
    if (!multiple) {
      setChosen([id]);
      answer([id]);
      return;
    }
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  };

  // Answers go out in option order, so the same choice always reads the same in a finish record.
  const check = () => answer(content.options.map((o) => o.id).filter((id) => chosen.includes(id)));

  return (
    <div className="mcq">
      {content.image && (
        <img
          className="mcq__image"
          src={assetUrl(content.image)}
          alt={content.image_alt ?? ''}
          decoding="async"
        />
      )}
      <p className="mcq__prompt" id={promptId}>
        <RichText text={content.prompt} />
      </p>
      <ChoiceGroup
        multiple={multiple}
        labelledBy={promptId}
        instruction={multiple ? strings.chooseSome(content.answers.length) : strings.chooseOne}
      >
        {content.options.map((option, i) => {
          const mark = markOf(option.id, picked, feedback && feedback.expected);
          return (
            <ChoiceOption
              key={option.id}
              className="mcq-option"
              text={option.text}
              mathStyle="display"
              letter={optionLetter(i)}
              role={multiple ? 'checkbox' : 'radio'}
              checked={picked.includes(option.id)}
              disabled={answered}
              mark={mark}
              markLabel={markLabel(mark, strings)}
              // A radio group is one tab stop (arrows move inside); checkboxes are one stop each.
              tabIndex={multiple || i === arrows.active ? 0 : -1}
              buttonRef={arrows.register(i)}
              onActivate={() => activate(option.id)}
              onFocus={() => arrows.setActive(i)}
              onKeyDown={arrows.onKeyDown(i)}
            />
          );
        })}
      </ChoiceGroup>
      {multiple && !answered && (
        <button
          type="button"
          className="mcq__check"
          disabled={chosen.length < content.answers.length}
          onClick={check}
        >
          {strings.check}
        </button>
      )}
      {content.hint && !answered && (
        <Hint
          hint={<RichText text={content.hint} />}
          strings={strings}
          onFirstOpen={() => onEvent({ kind: 'hinted', questionId: question.id })}
        />
      )}
      {feedback?.explanation && (
        <div className="mcq__explanation">
          <p className="mcq__explanation-title">{strings.explanation}</p>
          <RichText text={feedback.explanation} />
        </div>
      )}
    </div>
  );
}
