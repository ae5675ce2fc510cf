/**
 * What a minigame plugin is to the engine and the server: a manifest, a compiled content
 * validator, a pure scorer, what secret content hides, what the study buddy is told, and a lazily
 * loaded view. Nothing outside a plugin's folder knows a minigame's content; the engine never
 * sees the view's framework; apps do.
 */
import type { Lang, Question } from '@web-ed/schemas';

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

/** What a question shows, as the study buddy may read it: never its answers, hints or explanations. */
export interface QuestionDescription {
  question?: string;
  passage?: string;
  options?: string[];
  /** As the content spells it (a course-relative path or a URL). */
  image?: string;
}

/** What only the tutor reads about a question: its hint, explanation and answers as text. */
export interface TutorNotes {
  hint?: string;
  explanation?: string;
  answers: string[];
}

/** A secret question's content without its answers, or why it cannot be sent without them. */
export type Redaction<Content> = Content | { cannot: string };

export interface MinigamePlugin<Content = unknown, View = unknown> {
  manifest: PluginManifest;
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
  /**
   * The verdict a skip carries where single answers are not judged (brain battle's
   * `forced_correct_on_skip`); undefined: a skip is not judged.
   */
  skipVerdict?: (content: Content) => boolean | undefined;
  /**
   * An unfinished play counts for nothing (brain battle: a match left half-way): its finish
   * record is written with no answers, and the server still hears that it was played.
   */
  voidIfUnfinished?: boolean;
  /** Seconds a round lasts when its task sets no `time_limit_seconds`; absent: untimed. */
  defaultTimeLimitSeconds?: number;
  /** Shown with the verdict once the question is answered. */
  explanation?: (content: Content) => string | undefined;
  /**
   * Secret content (the skill check) is sent through this: everything from which the answer can
   * be read removed. Absent: a question of this minigame cannot be secret.
   */
  redact?: (content: Content) => Redaction<Content>;
  /**
   * A redacted question as its view plays it: what the view needs of what was removed (how many
   * options to choose), nothing that tells which. Absent: the redacted content plays as it is.
   */
  secretPlayable?: (redacted: Content, answerCount: number) => Content;
  /**
   * What is on screen, for the study buddy. `shownPrompt`, when the screen names one, picks the
   * item of a question with several.
   */
  describe: (content: Content, shownPrompt?: string) => QuestionDescription;
  /** The hint, explanation and answers as text, for the tutor only (never sent to the student). */
  tutorNotes: (content: Content, shownPrompt?: string) => TutorNotes;
  /** Words and their meanings the content teaches (vocabulary cards), for the glossary. */
  glossary?: (content: Content) => { word: string; meaning: string }[];
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
