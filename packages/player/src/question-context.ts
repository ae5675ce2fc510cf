/**
 * What the study buddy needs to know about the question on screen: what its plugin describes
 * (prompt, passage or transcript, options' texts, an image). Never the answers, hints or
 * explanations: the server adds those from the catalogue for the tutor only.
 */
import type { PlayableQuestion, PluginRegistry, QuestionDescription } from '@web-ed/engine';

export type QuestionContext = QuestionDescription;

/** What the Player hands its host for "Ask the study buddy". */
export interface AskBuddyContext extends QuestionContext {
  question_id: string;
  subject_id: number;
  chapter_id: number;
}

/** The question, passage, options and image of a question; nothing for a minigame nobody registered. */
export function questionContextOf(
  q: PlayableQuestion,
  registry: PluginRegistry<unknown>,
): QuestionContext {
  return registry.has(q.type) ? registry.get(q.type).describe(q.content) : {};
}
