import { ChoiceGroup } from './choice-group';
import { ChoiceOption, markLabel, markOf, optionLetter, type MarkStrings } from './choice-option';
import { useArrowFocus } from './use-arrow-focus';

interface SingleChoiceProps {
  options: readonly { id: string; text: string }[];
  chosen: string | null;
  /** The correct option id once judged; null while the question is open. */
  expected: string | null;
  disabled: boolean;
  /** The id of the prompt that names the radio group. */
  labelledBy: string;
  instruction?: string;
  strings: MarkStrings;
  onChoose: (optionId: string) => void;
}

/** A one-answer question's options laid out like an MCQ (Ecopower quiz cards, Video MCQ). */
export function SingleChoice(props: SingleChoiceProps) {
  const { options, chosen, expected, disabled, labelledBy, instruction, strings, onChoose } = props;
  const arrows = useArrowFocus(options.length);
  const chosenIds = chosen === null ? [] : [chosen];
  const expectedIds = expected === null ? null : [expected];
  return (
    <ChoiceGroup multiple={false} labelledBy={labelledBy} instruction={instruction}>
      {options.map((option, i) => {
        const mark = markOf(option.id, chosenIds, expectedIds);
        return (
          <ChoiceOption
            key={option.id}
            text={option.text}
            mathStyle="display"
            letter={optionLetter(i)}
            role="radio"
            checked={chosen === option.id}
            disabled={disabled}
            mark={mark}
            markLabel={markLabel(mark, strings)}
            tabIndex={i === arrows.active ? 0 : -1}
            buttonRef={arrows.register(i)}
            onActivate={() => onChoose(option.id)}
            onFocus={() => arrows.setActive(i)}
            onKeyDown={arrows.onKeyDown(i)}
          />
        );
      })}
    </ChoiceGroup>
  );
}
