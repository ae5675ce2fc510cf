/**
 * Plays one task through the plugin registry, scored by the engine. A timed task (its own
 * `time_limit_seconds`, or a brain battle) first offers "No time pressure" and Start; the host's
 * accessibility mode removes the limit altogether.
 */
import { useState } from 'react';
import { DEFAULT_QUESTION_LENGTH } from '@web-ed/engine';
import type { PlayableTask, PlaySession, PluginEvent, PluginRegistry } from '@web-ed/engine';
import type { PluginView } from '@web-ed/plugins';
import { usePluginServices } from '@web-ed/plugins/services';
import type { FinishRecord, Lang } from '@web-ed/schemas';
import { PlayRound } from './play-round';
import type { AskBuddyContext } from './question-context';
import { RoundIntro } from './round-intro';
import { PLAYER_STRINGS } from './strings';
import { timeLimitSecondsOf } from './time-limit';
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
  /**
   * "Ask the study buddy" on every question: the host opens the chat with the question on screen
   * (the Player knows no routes). Without it there is no button.
   */
  onAskBuddy?: (context: AskBuddyContext) => void;
  /**
   * A play of this task left half-way, to continue instead of starting a new one (same session,
   * so finishing it still makes one finish record). Only for untimed tasks (`isResumable`); the
   * host checks it with the engine's `resumeSession`.
   */
  resume?: PlaySession | null;
  /** The play after every step while it runs (shown, answered, skipped, next), for the host to keep. */
  onProgress?: (session: PlaySession) => void;
}

/** Whether a play of `task` can be continued later: a timed round cannot (its clock ran on). */
export function isResumable(task: PlayableTask, registry: PluginRegistry<unknown>): boolean {
  return timeLimitSecondsOf(task, registry) === null;
}

export function Player(props: PlayerProps) {
  const { accessibilityMode } = usePluginServices();
  const seconds = timeLimitSecondsOf(props.task, props.registry);
  const timed = seconds !== null && !accessibilityMode;
  const [phase, setPhase] = useState<'intro' | 'play'>(timed ? 'intro' : 'play');
  const [relaxed, setRelaxed] = useState(false);
  // Accessibility mode turned on at the intro leaves nothing to choose: straight to the round.
  if (phase === 'intro' && !timed) setPhase('play');

  if (phase === 'intro' && seconds !== null) {
    const strings = PLAYER_STRINGS[props.lang];
    const { task } = props;
    return (
      <section className="player" aria-label={task.title}>
        <RoundIntro
          questions={Math.min(
            task.question_length ?? DEFAULT_QUESTION_LENGTH,
            task.questions.length,
          )}
          seconds={seconds}
          relaxed={relaxed}
          strings={strings}
          headingLevel={props.headingLevel ?? 2}
          onRelaxedChange={setRelaxed}
          onStart={() => setPhase('play')}
        />
      </section>
    );
  }
  const limitMs = seconds === null || accessibilityMode || relaxed ? null : seconds * 1000;
  return <PlayRound {...props} limitMs={limitMs} />;
}
