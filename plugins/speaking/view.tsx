/**
 * The speaking view: hear the model sentence, tap the microphone and say it; the recogniser's
 * transcript is the answer. In the answer-aloud form (`hideSentence`) the prompt asks a question
 * and the sentence, its answer, is neither shown nor heard until the student has answered; then it
 * is shown, with its model, as the correct answer. Typing is always one tap away, and the only way
 * where the browser cannot recognise speech or the microphone is refused. The Player asks the
 * engine to score the answer and hands the verdict back as `feedback`.
 */
import { useState } from 'react';
import type { SpeakingContent } from '@web-ed/schemas';
import { Icon } from '../listening/icons';
import { TypedAnswer } from '../listening/typed-answer';
import { usePlayback } from '../listening/use-playback';
import { usePluginServices } from '../services';
import { Hint } from '../shared/hint';
import type { PluginViewProps } from '../view-props';
import { ListenButton } from './listen-button';
import { MicButton } from './mic-button';
import type { RecognitionFailure } from './recognition';
import { SPEAKING_STRINGS } from './strings';
import { useRecognition } from './use-recognition';
import './view.css';
import { useShownEvent } from '../shared/use-shown-event';

/** Failures no retry will fix by itself: the view opens the typed answer for them. */
const TYPE_FAILURES: ReadonlySet<RecognitionFailure> = new Set([
  'unsupported',
  'not-allowed',
  'no-microphone',
]);

export default function SpeakingView({
  question,
  lang,
  feedback,
  onEvent,
}: PluginViewProps<SpeakingContent>) {
  const { content } = question;
  const strings = SPEAKING_STRINGS[lang];
  const { assetUrl, accessibilityMode, saveData } = usePluginServices();
  const spoken = content.lang ?? 'en';
  const recognition = useRecognition(spoken);
  const model = usePlayback(
    { audioUrl: content.audio ? assetUrl(content.audio) : null, text: content.text, lang: spoken },
    1,
    saveData,
  );
  const [chosenTyping, setChosenTyping] = useState(false);
  const [said, setSaid] = useState<string | null>(null);

  useShownEvent(question.id, onEvent);

  const answered = feedback !== null;
  const hidden = content.hideSentence === true;
  const { failure, listening } = recognition;
  const typing = chosenTyping || (failure !== null && TYPE_FAILURES.has(failure));
  const answer = (text: string) =>
    onEvent({ kind: 'answered', questionId: question.id, answer: [text] });

  const toggleMic = () => {
    if (listening) {
      recognition.stop();
      return;
    }
    // The microphone must hear the student, not the model sentence.
    model.stop();
    setSaid(null);
    recognition.start((text) => {
      setSaid(text);
      answer(text);
    });
  };

  const speakInstead = () => {
    setChosenTyping(false);
    toggleMic();
  };

  const typeInstead = () => {
    // Switching mid-sentence cancels: half a sentence must not become the answer.
    recognition.abort();
    setChosenTyping(true);
  };

  // A failure typing cannot avoid stays in view; a passing one (nothing heard) goes once typing.
  const showFailure =
    failure !== null && !answered && (!chosenTyping || TYPE_FAILURES.has(failure));

  return (
    <div className={`speaking${accessibilityMode ? ' speaking--calm' : ''}`}>
      {content.prompt && <p className="speaking__prompt">{content.prompt}</p>}
      <p className="speaking__instruction">
        {hidden ? strings.answerInstruction : strings.instruction}
      </p>
      {!hidden && (
        <div className="speaking__card" role="group" aria-label={strings.sentence}>
          <p className="speaking__sentence" lang={spoken}>
            {content.text}
          </p>
          <ListenButton playback={model} strings={strings} onBeforePlay={recognition.abort} />
        </div>
      )}

      {!typing && !answered && (
        <div className="speaking__mic">
          <MicButton
            listening={listening}
            label={listening ? strings.listening : strings.speak}
            onClick={toggleMic}
          />
          {recognition.interim && (
            <p className="speaking__interim">
              <span className="speaking__term">{strings.hearing}: </span>
              <span lang={spoken}>{recognition.interim}</span>
            </p>
          )}
        </div>
      )}

      {showFailure && failure && (
        // A missing recogniser is how this browser is, not news: no alert on every question.
        <p className="speaking__problem" role={failure === 'unsupported' ? undefined : 'alert'}>
          {strings.failures[failure]}
        </p>
      )}

      {typing && (
        <TypedAnswer
          label={hidden ? strings.typeAnswerLabel : strings.typeLabel}
          submitLabel={strings.check}
          lang={spoken}
          locked={answered}
          autoFocus={chosenTyping}
          onSubmit={answer}
        />
      )}

      {!answered && (typing ? recognition.supported : true) && (
        <button
          type="button"
          className="speaking__switch"
          onClick={typing ? speakInstead : typeInstead}
        >
          <Icon name={typing ? 'mic' : 'keyboard'} />
          {typing ? strings.speakInstead : strings.typeInstead}
        </button>
      )}

      {content.hint && !answered && (
        <Hint
          hint={content.hint}
          strings={strings}
          onFirstOpen={() => onEvent({ kind: 'hinted', questionId: question.id })}
        />
      )}

      <div className="speaking__after" aria-live="polite">
        {said !== null && (
          <p className="speaking__said">
            <span className="speaking__term">{strings.youSaid}: </span>
            <span lang={spoken}>“{said}”</span>
          </p>
        )}
        {hidden && answered && (
          <div className="speaking__card">
            <p className="speaking__answer-label">{strings.correctAnswer}</p>
            <p className="speaking__sentence" lang={spoken}>
              {content.text}
            </p>
            <ListenButton playback={model} strings={strings} onBeforePlay={recognition.abort} />
          </div>
        )}
        {feedback?.explanation && (
          <div className="speaking__explanation">
            <p className="speaking__explanation-title">{strings.explanation}</p>
            <p className="speaking__explanation-text">{feedback.explanation}</p>
          </div>
        )}
      </div>
    </div>
  );
}
