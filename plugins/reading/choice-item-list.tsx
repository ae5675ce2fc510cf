import { useId, type ReactNode } from 'react';
import { RichText } from '@web-ed/ui';
import type { Feedback } from '../view-props';
import { decodeChoice } from './choice-items';
import { ChoiceItem, type ChoiceItemData } from './choice-item';
import type { ItemStrings } from './item-strings';

interface ChoiceItemListProps {
  items: readonly ChoiceItemData[];
  chosen: readonly (readonly string[])[];
  remaining: number;
  feedback: Feedback | null;
  strings: ItemStrings;
  renderPrompt?: (text: string) => ReactNode;
  onToggle: (index: number, id: string) => void;
  onCheck: () => void;
}

const richPrompt = (text: string) => <RichText text={text} />;

/**
 * Every item of a question, then one "Check answers" button that wakes up once every item is
 * answered (an incomplete answer is not an attempt), then the score and the overall explanation.
 */
export function ChoiceItemList(props: ChoiceItemListProps) {
  const { items, chosen, remaining, feedback, strings, renderPrompt = richPrompt } = props;
  const statusId = useId();
  const expected = feedback?.expected.map(decodeChoice) ?? null;
  const earned = expected
    ? items.filter((_, i) => {
        const want = expected[i] ?? [];
        const got = chosen[i] ?? [];
        return got.length === want.length && got.every((id) => want.includes(id));
      }).length
    : 0;

  return (
    <div className="choice-list">
      {items.map((item, i) => (
        <ChoiceItem
          key={i}
          index={i}
          item={item}
          prompt={renderPrompt(item.prompt)}
          chosen={chosen[i] ?? []}
          expected={expected ? (expected[i] ?? []) : null}
          strings={strings}
          onToggle={(id) => props.onToggle(i, id)}
        />
      ))}
      {feedback ? (
        <div className="choice-list__result">
          <p className="choice-list__summary">{strings.summary(earned, items.length)}</p>
          {feedback.explanation && <RichText text={feedback.explanation} />}
        </div>
      ) : (
        <div className="choice-list__check">
          <button
            type="button"
            className="choice-list__button"
            disabled={remaining > 0}
            aria-describedby={statusId}
            onClick={props.onCheck}
          >
            {strings.check}
          </button>
          <p className="choice-list__left" id={statusId}>
            {remaining > 0 ? strings.leftToAnswer(remaining) : ''}
          </p>
        </div>
      )}
    </div>
  );
}
