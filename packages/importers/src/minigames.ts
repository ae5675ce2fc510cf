/** The minigames imports map onto: type id and content schema version, read from the registry. */
import { registry } from '@web-ed/plugins';

export interface Minigame {
  type: number;
  schemaVersion: number;
}

function minigame(name: string): Minigame {
  const plugin = registry.all().find((p) => p.manifest.name === name);
  if (!plugin) throw new Error(`no "${name}" plugin in the registry`);
  return { type: plugin.manifest.type, schemaVersion: plugin.manifest.schemaVersion };
}

export const MCQ = minigame('mcq');
export const TRUE_FALSE = minigame('true-false');
export const FILL_BLANKS = minigame('fill-blanks');
export const MARK_WORDS = minigame('mark-words');
export const ORDERING = minigame('ordering');
export const MATCHING = minigame('matching');
export const LISTENING = minigame('listening');
export const SPEAKING = minigame('speaking');
export const VOCABULARY = minigame('vocabulary');
export const VIDEO_MCQ = minigame('video-mcq');
