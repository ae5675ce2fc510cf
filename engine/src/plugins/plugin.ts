/**
 * What a minigame plugin is to the engine: a manifest, a compiled content validator, a pure
 * scorer and a lazily loaded view. The engine never sees the view's framework; apps do.
 */
import type { Lang, Question, Validator } from '@web-ed/schemas';

export interface PluginManifest {
  /** Stable name, also the plugin's folder: "mcq". */
  name: string;
  /** Minigame type id of section 3 (MCQ 29, …). */
  type: number;
  /** Semantic version of the plugin code. */
  version: string;
  /** Current major version of the content schema; content stamps it as `schemaVersion`. */
  schemaVersion: number;
  /** `$id` of the content schema. */
  contentSchemaId: string;
}

/**
 * A score has three outcomes, as in Perseus: `invalid` (empty or incomplete: not an attempt,
 * no penalty), or points earned out of a total.
 */
export type Score =
  { kind: 'invalid'; reason: string } | { kind: 'points'; earned: number; total: number };

export interface ScoreContext {
  lang: Lang;
  subjectId: number;
}

/** A semantic problem the schema cannot express (e.g. an answer id that is not an option). */
export interface ContentIssue {
  /** JSON pointer relative to the question's `content`. */
  path: string;
  message: string;
}

export interface MinigamePlugin<Content = unknown, View = unknown> {
  manifest: PluginManifest;
  validateContent: Validator<Content>;
  /** Semantic checks beyond the schema; empty when the content is sound. */
  checkContent?: (content: Content) => ContentIssue[];
  /** Upgrades content of an older major version: key N migrates N to N + 1. */
  migrations?: Record<number, (content: unknown) => unknown>;
  /** The expected answer as the finish record carries it. */
  expectedAnswer: (content: Content) => string[];
  /** Pure: no DOM, no clock, no network. */
  score: (content: Content, answer: readonly string[], ctx: ScoreContext) => Score;
  /** False for minigames whose single answers are not judged (brain battle). */
  judgesAnswers: boolean;
  loadView: () => Promise<{ default: View }>;
}

/** A question whose content has been validated (and migrated) for its plugin. */
export type PlayableQuestion<Content = unknown> = Omit<Question, 'content'> & { content: Content };

/** What a view reports; containers relay their children's events. Mapped to xAPI-like verbs. */
export type PluginEvent =
  | { kind: 'shown'; questionId: string }
  | { kind: 'answered'; questionId: string; answer: string[] }
  | { kind: 'skipped'; questionId: string }
  | { kind: 'hinted'; questionId: string }
  | { kind: 'completed'; questionId: string };

export const XAPI_VERB: Record<PluginEvent['kind'], string> = {
  shown: 'experienced',
  answered: 'answered',
  skipped: 'skipped',
  hinted: 'interacted',
  completed: 'completed',
};
