/**
 * Plays one task: the engine runs the session and scores every answer; the Player shows the
 * current plugin view, the engine's feedback, progress, and the engine's summary at the end.
 */
import { useEffect, useEffectEvent, useReducer, useRef } from 'react';
import type { PlayableTask, PluginEvent, PluginRegistry } from '@web-ed/engine';
import type { PluginView } from '@web-ed/plugins';
import type { FinishRecord, Lang } from '@web-ed/schemas';
import { ErrorCard } from './error-card';
import {
  currentQuestion,
  feedbackOf,
  initPlayState,
  playReducer,
  type PlayState,
} from './play-state';
import { PlayerFooter } from './player-footer';
import { ProgressHeader } from './progress-header';
import { QuestionSlot } from './question-slot';
import { ResultCard } from './result-card';
import { PLAYER_STRINGS } from './strings';
import '@web-ed/ui/tokens.css';
import './player.css';

/** One play, fixed when the Player mounts: give it a new `key` to play again. */
export interface PlayerProps {
  task: PlayableTask;
  registry: PluginRegistry<PluginView>;
  lang: Lang;
  userId: string;
  subjectId: number;
  subjectVersion: number;
  chapterId: number;
  /** Whether finishing this task completes its chapter (the finish record says so). */
  isCompleteChapter?: boolean;
  /** Epoch milliseconds; injected so tests and replays control time. */
  clock?: () => number;
  /** Uniform in [0, 1); used when the task shuffles its questions. */
  random?: () => number;
  /** Level of the Player's own headings in the host page. */
  headingLevel?: 2 | 3;
  onFinish?: (record: FinishRecord) => void;
  /** Every event of the views (and the Player's skips), for the host to log. */
  onEvent?: (event: PluginEvent) => void;
}

function startPlay(p: PlayerProps): PlayState {
  return initPlayState({
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
}

export function Player(props: PlayerProps) {
  const { registry, lang, clock = Date.now, headingLevel = 2 } = props;
  const strings = PLAYER_STRINGS[lang];
  const [state, dispatch] = useReducer(playReducer, props, startPlay);
  const question = currentQuestion(state);
  const feedback = feedbackOf(state);
  const { session } = state;
  const answered = session.order.filter(
    (id) => (session.answers[id]?.answeredAt ?? null) !== null,
  ).length;

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
      // hinted and completed are for the host's log only.
    }
  };

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

  if (state.result) {
    return (
      <section className="player" aria-label={strings.done}>
        <ResultCard summary={state.result.summary} strings={strings} headingLevel={headingLevel} />
      </section>
    );
  }
  if (!question) {
    return (
      <section className="player">
        <ErrorCard title={strings.emptyTaskTitle} message={strings.emptyTask} />
      </section>
    );
  }
  const position = session.index + 1;
  const total = session.order.length;
  return (
    <section className="player" aria-label={props.task.title}>
      <ProgressHeader
        current={position}
        total={total}
        answered={answered}
        progressLabel={strings.progress}
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
    </section>
  );
}
