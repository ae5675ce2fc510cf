/**
 * One play of a task: the engine runs the session and scores every answer; this shows the current
 * plugin view, the engine's feedback, progress, the countdown of a timed round, and the engine's
 * summary at the end.
 */
import { useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { usePluginServices } from '@web-ed/plugins/services';
import type { PluginEvent } from '@web-ed/engine';
import type { FinishRecord } from '@web-ed/schemas';
import { Countdown } from './countdown';
import { ErrorCard } from './error-card';
import {
  currentQuestion,
  feedbackOf,
  initPlayState,
  playReducer,
  type PlayState,
} from './play-state';
import type { PlayerProps } from './player';
import { PlayerFooter } from './player-footer';
import { ProgressHeader } from './progress-header';
import { questionContextOf } from './question-context';
import { QuestionSlot } from './question-slot';
import { ResultCard } from './result-card';
import { RoundAnnouncer } from './round-announcer';
import { PLAYER_STRINGS } from './strings';
import { useRoundClock } from './use-round-clock';

export interface PlayRoundProps extends PlayerProps {
  /** null: untimed (no limit, accessibility mode, or "No time pressure"). */
  limitMs: number | null;
}

function startPlay(p: PlayRoundProps): PlayState {
  const state = initPlayState({
    sessionId: crypto.randomUUID(),
    userId: p.userId,
    subjectId: p.subjectId,
    subjectVersion: p.subjectVersion,
    chapterId: p.chapterId,
    task: p.task,
    lang: p.lang,
    now: (p.clock ?? Date.now)(),
    registry: p.registry,
    isCompleteChapter: p.isCompleteChapter ?? false,
    ...(p.random ? { random: p.random } : {}),
  });
  // A play left half-way goes on where it stopped: same session, answers and current question.
  return p.resume && p.resume.taskId === p.task.id ? { ...state, session: p.resume } : state;
}

export function PlayRound(props: PlayRoundProps) {
  const { registry, lang, clock = Date.now, headingLevel = 2, onAskBuddy } = props;
  const { assetUrl } = usePluginServices();
  const strings = PLAYER_STRINGS[lang];
  const [state, dispatch] = useReducer(playReducer, props, startPlay);
  const question = currentQuestion(state);
  const feedback = feedbackOf(state);
  const { session } = state;
  const answered = session.order.filter(
    (id) => (session.answers[id]?.answeredAt ?? null) !== null,
  ).length;

  // The clock runs from the first question on screen (not while its code downloads).
  const roundClock = useRoundClock({
    limitMs: props.limitMs,
    started: session.order.some((id) => (session.answers[id]?.shownAt ?? null) !== null),
    over: state.result !== null,
    now: clock,
    onExpire: (at) => dispatch({ type: 'timeUp', now: at }),
  });

  const stageRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  const handleEvent = (event: PluginEvent) => {
    props.onEvent?.(event);
    const now = clock();
    switch (event.kind) {
      case 'shown':
      case 'skipped':
        dispatch({ type: event.kind, questionId: event.questionId, now });
        break;
      case 'answered':
        dispatch({ type: 'answered', questionId: event.questionId, answer: event.answer, now });
        break;
      // hinted and completed are the host's (its log; the app marks a task read or watched).
    }
  };

  const progress = useEffectEvent((s: PlayState['session']) => props.onProgress?.(s));
  useEffect(() => {
    if (!state.result) progress(state.session);
  }, [state.session, state.result]);

  const finish = useEffectEvent((record: FinishRecord) => props.onFinish?.(record));
  useEffect(() => {
    if (state.result) finish(state.result.record);
  }, [state.result]);

  // Keyboard and screen reader users land on each new question, and on "Next" once it is answered.
  const hasFeedback = feedback !== null;
  useEffect(() => {
    if (hasFeedback) nextRef.current?.focus();
  }, [hasFeedback]);
  useEffect(() => {
    stageRef.current?.focus();
  }, [question?.id]);

  let label = props.task.title;
  let body;
  if (state.result) {
    label = state.result.timedOut ? strings.timeUp : strings.done;
    body = (
      <ResultCard
        summary={state.result.summary}
        title={label}
        voided={state.result.voided}
        strings={strings}
        headingLevel={headingLevel}
      />
    );
  } else if (!question) {
    body = <ErrorCard title={strings.emptyTaskTitle} message={strings.emptyTask} />;
  } else {
    const position = session.index + 1;
    const total = session.order.length;
    const askBuddy =
      onAskBuddy &&
      (() => {
        const { image, ...shown } = questionContextOf(question, registry);
        onAskBuddy({
          ...shown,
          ...(image ? { image: assetUrl(image) } : {}),
          question_id: question.id,
          subject_id: props.subjectId,
          chapter_id: props.chapterId,
        });
      });
    body = (
      <>
        <ProgressHeader
          current={position}
          total={total}
          answered={answered}
          progressLabel={strings.progress}
          timer={
            roundClock.limitMs !== null && (
              <Countdown clock={roundClock} now={clock} strings={strings} />
            )
          }
          action={
            askBuddy && (
              <button type="button" className="player-ask-buddy" onClick={askBuddy}>
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d="M4 5h16v11H9l-5 4z" />
                  <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.4" />
                </svg>
                <span>{strings.askBuddy}</span>
              </button>
            )
          }
        />
        <div
          ref={stageRef}
          className="player__stage"
          tabIndex={-1}
          role="group"
          aria-label={strings.questionOf(position, total)}
          data-question-id={question.id}
        >
          <QuestionSlot
            key={question.id}
            question={question}
            registry={registry}
            lang={lang}
            feedback={feedback}
            strings={strings}
            onEvent={handleEvent}
          />
        </div>
        <PlayerFooter
          feedback={feedback}
          incomplete={state.incomplete}
          isLast={position === total}
          strings={strings}
          nextRef={nextRef}
          onNext={() => dispatch({ type: 'next', now: clock() })}
          onSkip={() => handleEvent({ kind: 'skipped', questionId: question.id })}
        />
      </>
    );
  }
  return (
    <section className="player" aria-label={label}>
      {body}
      {/* After the body, in every state, so it stays mounted and can speak at the end. */}
      <RoundAnnouncer clock={roundClock} strings={strings} />
    </section>
  );
}
