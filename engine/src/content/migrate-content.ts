/**
 * A question's content brought to its plugin's current schema version with the plugin's
 * migrations: what the loader does before it validates, and what the player does with a task the
 * server sent. Either the migrated content, or why it cannot be played here.
 */
import type { MinigamePlugin } from '../plugins/plugin';

export type Migrated =
  | { ok: true; content: unknown }
  | { ok: false; problem: 'newer'; current: number }
  | { ok: false; problem: 'no-migration'; from: number };

export function migrateContent(
  plugin: MinigamePlugin<unknown, unknown>,
  schemaVersion: number,
  content: unknown,
): Migrated {
  const current = plugin.manifest.schemaVersion;
  if (schemaVersion > current) return { ok: false, problem: 'newer', current };
  let migrated = content;
  for (let v = schemaVersion; v < current; v++) {
    const migrate = plugin.migrations?.[v];
    if (!migrate) return { ok: false, problem: 'no-migration', from: v };
    migrated = migrate(migrated);
  }
  return { ok: true, content: migrated };
}
