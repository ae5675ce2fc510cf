/** How long a task's round may last: its own `time_limit_seconds`, else its minigame's default. */
import type { PlayableTask, PluginRegistry } from '@web-ed/engine';

/** Seconds, or null for an untimed task. */
export function timeLimitSecondsOf(
  task: PlayableTask,
  registry: PluginRegistry<unknown>,
): number | null {
  if (task.time_limit_seconds !== undefined) return task.time_limit_seconds;
  const plugin = registry.has(task.minigame_id) ? registry.get(task.minigame_id) : null;
  return plugin?.defaultTimeLimitSeconds ?? null;
}
