import { useId, type Ref } from 'react';
import { RichText } from '@web-ed/ui';
import type { VideoMcqCheckpoint } from '@web-ed/schemas';
import { McqOption, type OptionMark } from '../mcq/option';
import { useArrowFocus } from '../mcq/use-arrow-focus';
import type { VideoMcqStrings } from './strings';

const LETTERS = 'ABCDE';

interface CheckpointQuestionProps {
  checkpoint: VideoMcqCheckpoint;
  /** "Question 1 of 3", and where the video stopped. */
  heading: string;
  context: string;
  strings: VideoMcqStrings;
  chosen: string | null;
  /** The correct option id once the results are in; null while the question is open. */
  expected: string | null;
  headingRef?: Ref<HTMLHeadingElement>;
  onChoose?: (optionId: string) => void;
  onWatchAgain?: () => void;
}

/**
 * One checkpoint's question, laid out like an MCQ (same option buttons, letters and marks), either
 * open for an answer while the video waits, or read-only in the results once the video is over.
 */
export function CheckpointQuestion(props: CheckpointQuestionProps) {
  const {
    checkpoint,
    heading,
    context,
    strings,
    chosen,
    expected,
    headingRef,
    onChoose,
    onWatchAgain,
  } = props;
  const arrows = useArrowFocus(checkpoint.options.length);
  const promptId = useId();
  const open = onChoose !== undefined && expected === null;

  const markOf = (id: string): OptionMark => {
    if (expected === null) return null;
    if (id === expected) return id === chosen ? 'correct-chosen' : 'correct-missed';
    return id === chosen ? 'wrong-chosen' : null;
  };
  const markLabel: Record<NonNullable<OptionMark>, string> = {
    'correct-chosen': strings.yourAnswerCorrect,
    'correct-missed': strings.correctAnswer,
    'wrong-chosen': strings.yourAnswer,
  };

  return (
    <section
      className={`vmcq-question${open ? ' vmcq-question--open' : ''}`}
      aria-labelledby={promptId}
    >
      <h3 className="vmcq-question__heading" ref={headingRef} tabIndex={-1}>
        {heading}
        <span className="vmcq-question__context">{context}</span>
      </h3>
      <p className="mcq__prompt" id={promptId}>
        <RichText text={checkpoint.prompt} />
      </p>
      <div className="mcq__options" role="radiogroup" aria-labelledby={promptId}>
        {checkpoint.options.map((option, i) => {
          const mark = markOf(option.id);
          return (
            <McqOption
              key={option.id}
              text={option.text}
              letter={LETTERS[i] ?? String(i + 1)}
              role="radio"
              checked={chosen === option.id}
              disabled={!open}
              mark={mark}
              markLabel={mark && markLabel[mark]}
              tabIndex={i === arrows.active ? 0 : -1}
              buttonRef={arrows.register(i)}
              onActivate={() => open && onChoose(option.id)}
              onFocus={() => arrows.setActive(i)}
              onKeyDown={arrows.onKeyDown(i)}
            />
          );
        })}
      </div>
      {open && onWatchAgain && (
        <button type="button" className="vmcq-button vmcq-button--secondary" onClick={onWatchAgain}>
          {strings.watchAgain}
        </button>
      )}
      {expected !== null && checkpoint.explanation && (
        <div className="mcq__explanation">
          <p className="mcq__explanation-title">{strings.explanation}</p>
          <RichText text={checkpoint.explanation} />
        </div>
      )}
    </section>
  );
}
