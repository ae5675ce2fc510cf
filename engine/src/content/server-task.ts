/**
 * A task as the server sends it to the player. The server validated it where it entered (it
 * loads every course with the validating registry and sends the loaded form, defaults applied),
 * so the player trusts its shape and ships no validator. What this app cannot play is left out,
 * as the loader would leave it out: a question of a minigame it does not know, or one written for
 * a newer content schema than its plugin's (a server updated before the app); an older one is
 * migrated.
 */
import type { PlayableQuestion } from '../plugins/plugin';
import type { PluginRegistry } from '../plugins/registry';
import type { PlayableTask } from './loader';
import { migrateContent } from './migrate-content';

export function serverTask(task: PlayableTask, registry: PluginRegistry): PlayableTask {
  const questions = task.questions.flatMap((q): PlayableQuestion[] => {
    if (!registry.has(q.type)) return [];
    const plugin = registry.get(q.type);
    const migrated = migrateContent(plugin, q.schemaVersion, q.content);
    if (!migrated.ok) return [];
    return [{ ...q, schemaVersion: plugin.manifest.schemaVersion, content: migrated.content }];
  });
  return { ...task, questions };
}
