import { useId, type ReactNode } from 'react';
import { RichText } from '@web-ed/ui';
import { ChoiceGroup } from '../shared/choice-group';
import { ChoiceOption, markLabel, markOf, optionLetter } from '../shared/choice-option';
import type { ItemStrings } from './item-strings';
import { useRovingFocus } from './use-roving-focus';

export interface ChoiceItemData {
  prompt: string;
  options: readonly { id: string; text: string }[];
  answers: readonly string[];
  explanation?: string | undefined;
}

interface ChoiceItemProps {
  index: number;
  item: ChoiceItemData;
  /** The prompt as the host wants it shown (Vocabulary makes its words tappable). */
  prompt: ReactNode;
  chosen: readonly string[];
  /** The expected option ids once the items are checked, else null. */
  expected: readonly string[] | null;
  strings: ItemStrings;
  onToggle: (id: string) => void;
}

/** One numbered item: its prompt, its options, and once checked its verdict and explanation. */
export function ChoiceItem({
  index,
  item,
  prompt,
  chosen,
  expected,
  strings,
  onToggle,
}: ChoiceItemProps) {
  const multiple = item.answers.length > 1;
  const roving = useRovingFocus(item.options.length);
  const promptId = useId();
  const judged = expected !== null;
  const correct =
    judged && chosen.length === expected.length && chosen.every((id) => expected.includes(id));

  const classes = ['choice-item'];
  if (judged) classes.push(correct ? 'choice-item--correct' : 'choice-item--wrong');
  return (
    <div className={classes.join(' ')}>
      <div className="choice-item__prompt" id={promptId}>
        <span className="choice-item__number" aria-hidden="true">
          {index + 1}
        </span>
        <span className="choice-sr-only">{strings.questionLabel(index + 1)}: </span>
        <span className="choice-item__prompt-text">{prompt}</span>
      </div>
      <ChoiceGroup
        multiple={multiple}
        labelledBy={promptId}
        instruction={multiple ? strings.chooseSome(item.answers.length) : strings.chooseOne}
      >
        {item.options.map((option, i) => {
          const mark = markOf(option.id, chosen, expected);
          const focus = roving.itemProps(i);
          return (
            <ChoiceOption
              key={option.id}
              text={option.text}
              letter={optionLetter(i)}
              role={multiple ? 'checkbox' : 'radio'}
              checked={chosen.includes(option.id)}
              disabled={judged}
              mark={mark}
              markLabel={markLabel(mark, strings)}
              // A radio group is one tab stop (arrows move inside); checkboxes are one stop each.
              tabIndex={multiple ? 0 : focus.tabIndex}
              buttonRef={focus.ref}
              onActivate={() => onToggle(option.id)}
              onFocus={focus.onFocus}
              onKeyDown={multiple ? undefined : focus.onKeyDown}
            />
          );
        })}
      </ChoiceGroup>
      {judged && (
        <div className="choice-item__result">
          <p className="choice-item__verdict">
            <span className="choice-item__verdict-icon" aria-hidden="true">
              {correct ? '✓' : '✗'}
            </span>
            {correct ? strings.itemCorrect : strings.itemWrong}
          </p>
          {item.explanation && (
            <p className="choice-item__explanation">
              <span className="choice-item__explanation-title">{strings.explanation}: </span>
              <RichText text={item.explanation} />
            </p>
          )}
        </div>
      )}
    </div>
  );
}
