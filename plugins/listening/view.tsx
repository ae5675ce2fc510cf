/**
 * The listening view: play the recording (or let the device read the text), then type what was
 * said or choose an option. It only reports what the student did; the Player asks the engine to
 * score it and hands the verdict back as `feedback`.
 */
import { useEffect, useId, useState } from 'react';
import type { ListeningContent } from '@web-ed/schemas';
import type { PluginViewProps } from '../view-props';
import { usePluginServices, type ListeningVerdict } from '../services';
import { Hint } from '../shared/hint';
import { afterAnswer } from './after-answer';
import { AudioControls } from './audio-controls';
import { ChoiceList } from './choice-list';
import { LISTENING_STRINGS } from './strings';
import { TypedAnswer } from './typed-answer';
import { usePlayback } from './use-playback';
import './view.css';
import { useShownEvent } from '../shared/use-shown-event';

/** Slower speed for students who need to hear each word. */
export const SLOW_RATE = 0.75;

export default function ListeningView({
  question,
  lang,
  feedback,
  onEvent,
}: PluginViewProps<ListeningContent>) {
  const { content } = question;
  const strings = LISTENING_STRINGS[lang];
  const { assetUrl, listeningResult, saveData } = usePluginServices();
  const spoken = content.lang ?? 'en';
  const [slow, setSlow] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [given, setGiven] = useState<string[] | null>(null);
  const [remote, setRemote] = useState<ListeningVerdict | null>(null);
  const playback = usePlayback(
    {
      audioUrl: content.audio ? assetUrl(content.audio) : null,
      text: content.text ?? null,
      lang: spoken,
    },
    slow ? SLOW_RATE : 1,
    saveData,
  );
  const instructionId = useId();

  useShownEvent(question.id, onEvent);

  const answered = feedback !== null;
  const answer = (value: string) => {
    setGiven([value]);
    onEvent({ kind: 'answered', questionId: question.id, answer: [value] });
  };
  // The device's verdict shows at once; the server's, asked only once there is one, enriches it
  // when (and if) it arrives. Offline the call fails at once and nothing changes.
  useEffect(() => {
    if (!answered || !given) return;
    let live = true;
    listeningResult(question.id, given, lang).then(
      (verdict) => {
        if (live) setRemote(verdict);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [answered, given, question.id, lang, listeningResult]);
  const after = feedback && afterAnswer(feedback, content, remote);
  const problem =
    playback.problem === 'load-failed'
      ? strings.loadFailed
      : playback.problem === 'no-voice'
        ? strings.noVoice
        : null;
  const optionText = (id: string) => content.options?.find((o) => o.id === id)?.text ?? id;

  return (
    <div className="listening">
      {content.prompt && <p className="listening__prompt">{content.prompt}</p>}
      <p
        className={content.prompt ? 'listening__instruction' : 'listening__prompt'}
        id={instructionId}
      >
        {content.kind === 'choose' ? strings.chooseInstruction : strings.typeInstruction}
      </p>
      <AudioControls playback={playback} slow={slow} onSlowChange={setSlow} strings={strings} />
      {problem && (
        <p className="listening__problem" role="alert">
          {problem}
        </p>
      )}
      {content.kind === 'choose' ? (
        <ChoiceList
          options={content.options ?? []}
          chosen={chosen}
          expected={after ? after.expected : null}
          labelledBy={instructionId}
          strings={strings}
          onChoose={(id) => {
            setChosen(id);
            answer(id);
          }}
        />
      ) : (
        <TypedAnswer
          label={strings.typeLabel}
          submitLabel={strings.check}
          lang={spoken}
          locked={answered}
          onSubmit={answer}
        />
      )}
      {content.hint && !answered && (
        <Hint
          hint={content.hint}
          strings={strings}
          onFirstOpen={() => onEvent({ kind: 'hinted', questionId: question.id })}
        />
      )}
      {after && (
        <div className="listening__after">
          {after.checkedOnline !== null && (
            <p className="listening__line listening__checked" role="status">
              {after.checkedOnline ? strings.checkedOnlineCorrect : strings.checkedOnlineWrong}
            </p>
          )}
          {/* The transcript says it all; without one, a wrong answer still learns the right one. */}
          {after.correct === false &&
            !(content.kind === 'type' && after.transcript) &&
            after.expected[0] && (
              <p className="listening__line">
                <span className="listening__term">{strings.correctAnswer}: </span>
                {content.kind === 'choose' ? (
                  optionText(after.expected[0])
                ) : (
                  <span lang={spoken}>{after.expected[0]}</span>
                )}
              </p>
            )}
          {after.correct === false && content.kind === 'type' && after.expected.length > 1 && (
            <p className="listening__line">
              <span className="listening__term">{strings.alsoAccepted}: </span>
              <span lang={spoken}>{after.expected.slice(1).join(' · ')}</span>
            </p>
          )}
          {after.transcript && (
            <p className="listening__line">
              <span className="listening__term">{strings.transcript}: </span>
              <span lang={spoken}>“{after.transcript}”</span>
            </p>
          )}
          {after.explanation && (
            <div className="listening__explanation">
              <p className="listening__explanation-title">{strings.explanation}</p>
              <p className="listening__explanation-text">{after.explanation}</p>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
