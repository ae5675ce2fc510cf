/**
 * The typed math answer: the prompt (LaTeX through KaTeX), one input and Check. It only reports
 * what the student typed; the engine judges it (equal values, equivalent expressions) and the
 * Player hands the verdict back as `feedback`.
 */
import { useId, useState } from 'react';
import { RichText } from '@web-ed/ui';
import type { MathAnswerContent } from '@web-ed/schemas';
import type { PluginViewProps } from '../view-props';
import { Hint } from '../shared/hint';
import { MATH_ANSWER_STRINGS } from './strings';
import './view.css';
import { useShownEvent } from '../shared/use-shown-event';

export default function MathAnswerView({
  question,
  lang,
  feedback,
  onEvent,
}: PluginViewProps<MathAnswerContent>) {
  const { content } = question;
  const strings = MATH_ANSWER_STRINGS[lang];
  const [text, setText] = useState('');
  const promptId = useId();
  const inputId = useId();
  const helpId = useId();

  useShownEvent(question.id, onEvent);

  const answered = feedback !== null;
  const check = () => {
    if (answered || text.trim() === '') return;
    onEvent({ kind: 'answered', questionId: question.id, answer: [text.trim()] });
  };

  return (
    <div className="math-answer">
      <p className="math-answer__prompt" id={promptId}>
        <RichText text={content.prompt} mathStyle="display" />
      </p>
      <form
        className="math-answer__form"
        onSubmit={(e) => {
          e.preventDefault();
          check();
        }}
      >
        <label className="math-answer__label" htmlFor={inputId}>
          {strings.yourAnswer}
        </label>
        <div className="math-answer__row">
          <input
            id={inputId}
            className="math-answer__input"
            type="text"
            inputMode={content.kind === 'numeric' ? 'decimal' : 'text'}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={text}
            readOnly={answered}
            aria-describedby={`${promptId} ${helpId}`}
            aria-invalid={feedback?.correct === false ? true : undefined}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          {content.unit && <span className="math-answer__unit">{content.unit}</span>}
        </div>
        <p className="math-answer__help" id={helpId}>
          {content.kind === 'numeric' ? strings.numericHelp : strings.expressionHelp}
        </p>
        {!answered && (
          <button type="submit" className="math-answer__check" disabled={text.trim() === ''}>
            {strings.check}
          </button>
        )}
      </form>
      {feedback && (
        <p
          className={`math-answer__verdict math-answer__verdict--${feedback.correct ? 'right' : 'wrong'}`}
        >
          {feedback.correct ? (
            strings.correct
          ) : (
            <>
              {strings.correctAnswer}: <RichText text={`$${feedback.expected[0] ?? ''}$`} />
            </>
          )}
        </p>
      )}
      {content.hint && !answered && (
        <Hint
          hint={<RichText text={content.hint} />}
          strings={strings}
          onFirstOpen={() => onEvent({ kind: 'hinted', questionId: question.id })}
        />
      )}
      {feedback?.explanation && (
        <div className="math-answer__explanation">
          <p className="math-answer__explanation-title">{strings.explanation}</p>
          <RichText text={feedback.explanation} />
        </div>
      )}
    </div>
  );
}
