/**
 * What the buddy knows about the question a student is stuck on: the minigame sends what it shows
 * (question, passage, options, names), and the catalogue adds the question's own help (hint,
 * explanation) unless it is a skill check question, whose answers never leave the server.
 */
import type { Lang } from '@web-ed/engine';

export interface QuestionContext {
  questionId?: string;
  subjectId?: number;
  chapterLevel?: number;
  subjectName?: string;
  chapterName?: string;
  question?: string;
  passage?: string;
  image?: string;
  options?: string[];
  hint?: string;
  explanation?: string;
  /** Language of the catalogue text (hint, explanation), when it came from the catalogue. */
  lang?: Lang;
  /** A skill check question: no hints, no explanations, no answers. */
  skillCheck: boolean;
  /**
   * The question's answers, from the catalogue: never sent to the model nor shown; the offline
   * tutor blanks them out of the hint and explanation it quotes (a tutor, not an answer key).
   */
  answerKey?: string[];
}

/** One earlier message of the conversation, oldest first. */
export interface ChatTurn {
  role: 'student' | 'tutor';
  text: string;
  questionId?: string | undefined;
}
