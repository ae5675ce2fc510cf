/**
 * The matching view: each left-hand item with a list box of every right-hand text (sorted, so
 * their order gives nothing away); Check wakes up once every item has a match (an incomplete
 * answer is not an attempt). The Player asks the engine for the verdict and hands it back as
 * `feedback`, which marks each pair and names the partners missed.
 */
import { useId, useState } from 'react';
import { RichText } from '@web-ed/ui';
import type { MatchingContent } from '@web-ed/schemas';
import { CheckBar } from '../shared/check-bar';
import { Hint } from '../shared/hint';
import { useShownEvent } from '../shared/use-shown-event';
import type { PluginViewProps } from '../view-props';
import { rightChoices } from './choices';
import { MatchRow } from './match-row';
import { MATCHING_STRINGS } from './strings';
import './view.css';

export default function MatchingView({
  question,
  lang,
  feedback,
  onEvent,
}: PluginViewProps<MatchingContent>) {
  const { content } = question;
  const strings = MATCHING_STRINGS[lang];
  const choices = rightChoices(content);
  const [chosen, setChosen] = useState<string[]>(() => content.pairs.map(() => ''));
  const promptId = useId();

  useShownEvent(question.id, onEvent);

  const answered = feedback !== null;
  const remaining = chosen.filter((text) => text === '').length;
  const expected = feedback?.expected ?? null;
  const rightPairs = expected ? chosen.filter((text, i) => text === expected[i]).length : 0;

  const choose = (index: number, text: string) => {
    if (!answered) setChosen((all) => all.map((t, i) => (i === index ? text : t)));
  };
  const check = () => onEvent({ kind: 'answered', questionId: question.id, answer: chosen });

  return (
    <div className="matching">
      <p className="matching__prompt" id={promptId}>
        <RichText text={content.prompt} />
      </p>
      {!answered && <p className="matching__instruction">{strings.instruction}</p>}
      {/* Styled without bullets, so the role is restated: Safari drops it from such lists. */}
      <ul className="matching__pairs" role="list" aria-labelledby={promptId}>
        {content.pairs.map((pair, i) => (
          <MatchRow
            key={i}
            pair={pair}
            choices={choices}
            chosen={chosen[i] ?? ''}
            expected={expected ? (expected[i] ?? '') : null}
            strings={strings}
            onChoose={(text) => choose(i, text)}
          />
        ))}
      </ul>
      {feedback ? (
        <p className="matching__summary">{strings.rightPairs(rightPairs, chosen.length)}</p>
      ) : (
        <CheckBar
          label={strings.check}
          disabled={remaining > 0}
          status={remaining > 0 ? strings.leftToMatch(remaining) : ''}
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
      {feedback?.explanation && (
        <div className="matching__explanation">
          <p className="matching__explanation-title">{strings.explanation}</p>
          <RichText text={feedback.explanation} />
        </div>
      )}
    </div>
  );
}
