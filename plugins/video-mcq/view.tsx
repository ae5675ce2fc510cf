/**
 * The video_mcq view: a video that pauses at each checkpoint until its question is answered.
 * Seeking past a checkpoint does not skip it (the first unanswered checkpoint at or before the
 * current time is asked), questions left at the end are asked once the video ends, and one
 * `answered` event then carries one option id per checkpoint. The view never scores.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { VideoMcqContent } from '@web-ed/schemas';
import { usePluginServices } from '../services';
import type { PluginViewProps } from '../view-props';
import { CheckpointQuestion } from './checkpoint-question';
import { dueCheckpoint, isFinished, markerFraction, replayFrom } from './checkpoints';
import { formatClock } from './format-time';
import { VIDEO_MCQ_STRINGS } from './strings';
import { useVideoElement } from './use-video-element';
import { VideoControls, type SeekMarker } from './video-controls';
import '../mcq/view.css';
import './view.css';
import { useShownEvent } from '../shared/use-shown-event';

export default function VideoMcqView({
  question,
  lang,
  feedback,
  onEvent,
}: PluginViewProps<VideoMcqContent>) {
  const { content } = question;
  const { checkpoints } = content;
  const strings = VIDEO_MCQ_STRINGS[lang];
  const services = usePluginServices();
  const times = checkpoints.map((c) => c.at);
  const total = checkpoints.length;

  const [choices, setChoices] = useState<(string | null)[]>(() => checkpoints.map(() => null));
  const [note, setNote] = useState('');
  const [captionsOn, setCaptionsOn] = useState(true);
  const answered = choices.map((c) => c !== null);
  const answeredCount = answered.filter(Boolean).length;

  const videoRef = useRef<HTMLVideoElement>(null);
  const video = useVideoElement(
    videoRef,
    (position) =>
      feedback === null && dueCheckpoint(times, answered, { position, ended: false }) !== null,
  );
  const { state } = video;
  const over = state.ended || state.failed;
  const due = feedback
    ? null
    : dueCheckpoint(times, answered, { position: state.position, ended: over });
  const dueCheckpointItem = due === null ? undefined : checkpoints[due];

  const headingRef = useRef<HTMLHeadingElement>(null);
  const playRef = useRef<HTMLDivElement>(null);
  const sent = useRef(false);
  const refocus = useRef(false);

  useShownEvent(question.id, onEvent);

  // A due checkpoint holds the video, and takes the student (and the focus) to its question.
  const hold = useEffectEvent(() => {
    video.pause();
    const heading = headingRef.current;
    heading?.focus({ preventScroll: true });
    // The whole question in view (above the Player's sticky footer), not only its heading.
    const still =
      services.accessibilityMode || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading
      ?.closest('section')
      ?.scrollIntoView({ block: 'nearest', behavior: still ? 'instant' : 'smooth' });
  });
  useEffect(() => {
    if (due !== null) hold();
  }, [due]);

  // Once a question is answered and gone, focus goes back to the controls, where the student goes on from.
  useEffect(() => {
    if (!refocus.current || due !== null) return;
    refocus.current = false;
    playRef.current?.querySelector<HTMLButtonElement>('.vmcq-button--primary')?.focus();
  }, [answeredCount, due]);

  const finished = isFinished(times, answered, over);
  const send = useEffectEvent(() =>
    onEvent({ kind: 'answered', questionId: question.id, answer: choices.map((c) => c ?? '') }),
  );
  useEffect(() => {
    if (!finished || sent.current) return;
    sent.current = true;
    send();
  }, [finished]);

  // Watched to the end (xAPI "completed", for the host): once, and not when it failed to play.
  const watched = useRef(false);
  const announceWatched = useEffectEvent(() =>
    onEvent({ kind: 'completed', questionId: question.id }),
  );
  useEffect(() => {
    if (!state.ended || watched.current) return;
    watched.current = true;
    announceWatched();
  }, [state.ended]);

  const videoLabel = content.title ? `${strings.video}: ${content.title}` : strings.video;

  // Re-applied once the metadata (and so the track list) has loaded.
  const applyCaptions = useEffectEvent(() => video.showCaptions(captionsOn));
  useEffect(() => {
    applyCaptions();
  }, [captionsOn, state.duration]);

  const choose = (index: number, optionId: string) => {
    const next = choices.map((c, i) => (i === index ? optionId : c));
    setChoices(next);
    const nextAnswered = next.map((c) => c !== null);
    if (dueCheckpoint(times, nextAnswered, { position: state.position, ended: over }) !== null)
      return;
    if (over) return;
    refocus.current = true;
    if (nextAnswered.every(Boolean)) setNote(strings.watchToEnd);
    else setNote(services.accessibilityMode ? strings.pressPlay : strings.saved);
    // Without time pressure or motion in accessibility mode, the student restarts the video.
    if (!services.accessibilityMode) video.play();
  };

  const watchAgain = (index: number) => {
    setNote('');
    video.seek(replayFrom(times, index));
    video.play();
  };

  const togglePlay = () => {
    if (state.playing) video.pause();
    else if (due === null) video.play();
  };

  const markers: SeekMarker[] = checkpoints.flatMap((c, i) => {
    const fraction = markerFraction(c.at, state.duration);
    return fraction === null ? [] : [{ fraction, answered: answered[i] === true }];
  });

  return (
    <div className="vmcq">
      <p className="vmcq__intro">
        <span>{strings.intro(total)}</span>
        <span className="vmcq__count">{strings.answeredOf(answeredCount, total)}</span>
      </p>
      <div className="vmcq__player" ref={playRef}>
        <div className="vmcq__screen">
          <video
            ref={videoRef}
            src={services.assetUrl(content.video)}
            poster={content.poster ? services.assetUrl(content.poster) : undefined}
            aria-label={videoLabel}
            className="vmcq__video"
            playsInline
            // Save data: not a byte before the student presses play.
            preload={services.saveData ? 'none' : 'metadata'}
            onClick={togglePlay}
            {...video.handlers}
          >
            {content.captions && (
              <track
                kind="captions"
                src={services.assetUrl(content.captions.src)}
                srcLang={content.captions.lang}
                label={content.captions.label}
                default
              />
            )}
          </video>
          {dueCheckpointItem && (
            <div className="vmcq__badge" aria-hidden="true">
              {strings.questionOf((due ?? 0) + 1, total)} ↓
            </div>
          )}
        </div>
        <VideoControls
          state={state}
          strings={strings}
          locked={due !== null}
          markers={markers}
          captions={
            content.captions ? { on: captionsOn, toggle: () => setCaptionsOn((on) => !on) } : null
          }
          onPlay={() => {
            setNote('');
            video.play();
          }}
          onPause={video.pause}
          onSeek={video.seek}
        />
      </div>
      {state.failed && (
        <p className="vmcq__error" role="alert">
          {strings.videoFailed}
        </p>
      )}
      <p className="vmcq__note" role="status">
        {due === null && !feedback ? note : ''}
      </p>
      {dueCheckpointItem && due !== null && (
        <CheckpointQuestion
          key={dueCheckpointItem.id}
          checkpoint={dueCheckpointItem}
          heading={strings.questionOf(due + 1, total)}
          context={`${over ? strings.atEnd : strings.pausedAt(formatClock(state.position))} ${strings.answerToContinue}`}
          strings={strings}
          chosen={null}
          expected={null}
          headingRef={headingRef}
          onChoose={(id) => choose(due, id)}
          onWatchAgain={state.failed ? undefined : () => watchAgain(due)}
        />
      )}
      {feedback && (
        <section className="vmcq__results" aria-label={strings.results}>
          <h3 className="vmcq__results-title">{strings.results}</h3>
          {checkpoints.map((c, i) => (
            <CheckpointQuestion
              key={c.id}
              checkpoint={c}
              heading={strings.questionOf(i + 1, total)}
              context={c.at === 'end' ? strings.atEnd : formatClock(c.at)}
              strings={strings}
              chosen={choices[i] ?? null}
              expected={feedback.expected[i] ?? null}
            />
          ))}
        </section>
      )}
      {content.transcript && (
        <details
          className="vmcq__transcript"
          key={state.failed ? 'failed' : 'ok'}
          open={state.failed}
        >
          <summary>{strings.transcript}</summary>
          {content.transcript.split(/\n\s*\n/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </details>
      )}
    </div>
  );
}
