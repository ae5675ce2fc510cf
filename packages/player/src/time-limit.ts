/** How long a task's round may last: its own `time_limit_seconds`, else brain battle's 60 s. */
import { MINIGAME, type PlayableTask } from '@web-ed/engine';

/** Brain battle rounds are timed even when the author sets no limit. */
export const BRAIN_BATTLE_DEFAULT_SECONDS = 60;

/** Seconds, or null for an untimed task. */
export function timeLimitSecondsOf(task: PlayableTask): number | null {
  if (task.time_limit_seconds !== undefined) return task.time_limit_seconds;
  return task.minigame_id === MINIGAME.brainBattle ? BRAIN_BATTLE_DEFAULT_SECONDS : null;
}
