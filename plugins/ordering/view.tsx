/**
 * The ordering view: the items shuffled (the same way on every load), each with a "move up" and a
 * "move down" button, so it works by tap, keyboard and screen reader alike; a live region says
 * where a moved item is now. Check sends the order; the Player asks the engine for the verdict
 * and hands it back as `feedback`, which marks each item and shows the right order.
 */
import { useId, useState } from 'react';
import { RichText } from '@web-ed/ui';
import type { OrderingContent } from '@web-ed/schemas';
import { CheckBar } from '../shared/check-bar';
import { Hint } from '../shared/hint';
import { useShownEvent } from '../shared/use-shown-event';
import type { PluginViewProps } from '../view-props';
import { OrderRow } from './order-row';
import { ORDERING_STRINGS } from './strings';
import { useOrder, type Direction } from './use-order';
import './view.css';

export default function OrderingView({
  question,
  lang,
  feedback,
  onEvent,
}: PluginViewProps<OrderingContent>) {
  const { content } = question;
  const strings = ORDERING_STRINGS[lang];
  const { order, move, register } = useOrder(question.id, content.items.length);
  const [announcement, setAnnouncement] = useState('');
  const promptId = useId();
  const instructionId = useId();
  const rightOrderId = useId();

  useShownEvent(question.id, onEvent);

  const answered = feedback !== null;
  const items = order.map((i) => content.items[i]!);
  const texts = items.map((item) => item.text.trim());
  const expected = feedback?.expected ?? null;
  const inPlace = expected ? texts.filter((text, i) => text === expected[i]).length : 0;

  const moveItem = (from: number, direction: Direction) => {
    if (answered) return;
    const to = move(from, direction);
    if (to !== null) setAnnouncement(strings.moved(texts[from]!, to + 1, texts.length));
  };
  const check = () => onEvent({ kind: 'answered', questionId: question.id, answer: texts });

  return (
    <div className="ordering">
      <p className="ordering__prompt" id={promptId}>
        <RichText text={content.prompt} />
      </p>
      {!answered && (
        <p className="ordering__instruction" id={instructionId}>
          {strings.instruction}
        </p>
      )}
      {/* Styled without bullets, so the role is restated: Safari drops it from such lists. */}
      <ol
        className="ordering__list"
        role="list"
        aria-label={strings.listLabel}
        aria-describedby={answered ? undefined : instructionId}
      >
        {items.map((item, i) => (
          <OrderRow
            key={order[i]}
            item={item}
            position={i}
            count={items.length}
            inPlace={expected ? texts[i] === expected[i] : null}
            strings={strings}
            buttonRef={(direction) => register(order[i]!, direction)}
            onMove={(direction) => moveItem(i, direction)}
          />
        ))}
      </ol>
      <p className="ordering__live" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {feedback ? (
        <div className="ordering__result">
          <p className="ordering__summary">{strings.rightPlaces(inPlace, texts.length)}</p>
          <p className="ordering__right-order-title" id={rightOrderId}>
            {strings.rightOrder}
          </p>
          <ol className="ordering__right-order" aria-labelledby={rightOrderId}>
            {feedback.expected.map((text, i) => (
              <li key={i}>
                <RichText text={text} />
              </li>
            ))}
          </ol>
        </div>
      ) : (
        <CheckBar label={strings.check} onCheck={check} />
      )}
      {content.hint && !answered && (
        <Hint
          hint={<RichText text={content.hint} />}
          strings={strings}
          onFirstOpen={() => onEvent({ kind: 'hinted', questionId: question.id })}
        />
      )}
      {feedback?.explanation && (
        <div className="ordering__explanation">
          <p className="ordering__explanation-title">{strings.explanation}</p>
          <RichText text={feedback.explanation} />
        </div>
      )}
    </div>
  );
}
