/**
 * The "select the words" view: the text with its markable words as toggle buttons, then Check
 * once enough are marked. It reports the marked words' positions; the Player asks the engine for
 * the points and hands the verdict back as `feedback`, whose expected positions mark each word.
 */
import { useId, useState } from 'react';
import { RichText } from '@web-ed/ui';
import type { MarkWordsContent } from '@web-ed/schemas';
import { markOf } from '../shared/choice-option';
import { CheckBar } from '../shared/check-bar';
import { Hint } from '../shared/hint';
import { useShownEvent } from '../shared/use-shown-event';
import type { PluginViewProps } from '../view-props';
import { MARK_WORDS_STRINGS } from './strings';
import { WordButton } from './word-button';
import { entryOf } from './words';
import './view.css';

export default function MarkWordsView({
  question,
  lang,
  feedback,
  onEvent,
}: PluginViewProps<MarkWordsContent>) {
  const { content } = question;
  const { min_choices: min, max_choices: max } = content;
  const strings = MARK_WORDS_STRINGS[lang];
  const [marked, setMarked] = useState<number[]>([]);
  const [warning, setWarning] = useState('');
  const instructionId = useId();
  const ruleId = useId();

  useShownEvent(question.id, onEvent);

  const answered = feedback !== null;
  const enough = marked.length >= (min ?? 1);
  const chosen = marked.map(entryOf);
  const expected = feedback?.expected ?? null;

  const toggle = (at: number) => {
    if (answered) return;
    setWarning('');
    if (marked.includes(at)) setMarked(marked.filter((m) => m !== at));
    else if (max !== undefined && marked.length >= max) setWarning(strings.full(max));
    else setMarked([...marked, at]);
  };
  const check = () => {
    if (answered || !enough) return;
    const answer = [...marked].sort((a, b) => a - b).map(entryOf);
    onEvent({ kind: 'answered', questionId: question.id, answer });
  };

  return (
    <div className="mark-words">
      <p className="mark-words__instruction" id={instructionId}>
        {content.instruction ?? strings.instruction}
      </p>
      {!answered && (
        <p className="mark-words__note" id={ruleId}>
          {[strings.how, strings.rule(min, max)].filter((t) => t !== '').join(' ')}
        </p>
      )}
      <div
        className="mark-words__text"
        role="group"
        aria-labelledby={instructionId}
        aria-describedby={answered ? undefined : ruleId}
      >
        {content.segments.map((s, at) =>
          typeof s === 'string' ? (
            <RichText key={at} text={s} />
          ) : (
            <WordButton
              key={at}
              word={s.word}
              marked={marked.includes(at)}
              mark={markOf(entryOf(at), chosen, expected)}
              disabled={answered}
              strings={strings}
              onToggle={() => toggle(at)}
            />
          ),
        )}
      </div>
      {expected ? (
        <div className="mark-words__result">
          <p className="mark-words__summary">
            {strings.found(chosen.filter((e) => expected.includes(e)).length, expected.length)}
          </p>
          {chosen.some((e) => !expected.includes(e)) && (
            <p className="mark-words__wrong">
              {strings.wrongMarks(chosen.filter((e) => !expected.includes(e)).length)}
            </p>
          )}
          {feedback?.explanation && (
            <div>
              <p className="mark-words__explanation-title">{strings.explanation}</p>
              <RichText text={feedback.explanation} />
            </div>
          )}
        </div>
      ) : (
        <CheckBar
          label={strings.check}
          disabled={!enough}
          status={warning || (marked.length > 0 ? strings.markedCount(marked.length) : '')}
          live
          onCheck={check}
        />
      )}
      {content.hint && !answered && (
        <Hint
          hint={<RichText text={content.hint} />}
          strings={strings}
          onFirstOpen={() => onEvent({ kind: 'hinted', questionId: question.id })}
        />
      )}
    </div>
  );
}
