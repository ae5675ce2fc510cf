import { useId, type Ref } from 'react';
import { RichText } from '@web-ed/ui';
import type { VideoMcqCheckpoint } from '@web-ed/schemas';
import { SingleChoice } from '../shared/single-choice';
import type { VideoMcqStrings } from './strings';

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
  const promptId = useId();
  const open = onChoose !== undefined && expected === null;

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
      <SingleChoice
        options={checkpoint.options}
        chosen={chosen}
        expected={expected}
        disabled={!open}
        labelledBy={promptId}
        strings={strings}
        onChoose={(id) => open && onChoose(id)}
      />
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
