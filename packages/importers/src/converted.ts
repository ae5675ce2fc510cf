/** A question converted from the source, with where it came from (for the report). */
import type {
  FillBlanksContent,
  ListeningContent,
  MarkWordsContent,
  MatchingContent,
  McqContent,
  OrderingContent,
  SpeakingContent,
  TrueFalseContent,
  VideoMcqContent,
  VocabularyContent,
} from '@web-ed/schemas';
import {
  FILL_BLANKS,
  LISTENING,
  MARK_WORDS,
  MATCHING,
  MCQ,
  ORDERING,
  SPEAKING,
  TRUE_FALSE,
  VIDEO_MCQ,
  VOCABULARY,
  type Minigame,
} from './minigames';

export interface Converted {
  minigame: Minigame;
  content:
    | McqContent
    | TrueFalseContent
    | FillBlanksContent
    | MarkWordsContent
    | OrderingContent
    | MatchingContent
    | ListeningContent
    | SpeakingContent
    | VocabularyContent
    | VideoMcqContent;
  /** The report path of the source item. */
  source: string;
  /** An id the source gives the item (QTI identifier), kept when it is a valid question id. */
  id?: string;
}

/** A converter for each minigame's content, so that content and type always agree. */
const of =
  <C extends Converted['content']>(minigame: Minigame) =>
  (content: C, source: string, id?: string): Converted => ({
    minigame,
    content,
    source,
    ...(id ? { id } : {}),
  });

export const mcq = of<McqContent>(MCQ);
export const trueFalse = of<TrueFalseContent>(TRUE_FALSE);
export const fillBlanks = of<FillBlanksContent>(FILL_BLANKS);
export const markWords = of<MarkWordsContent>(MARK_WORDS);
export const ordering = of<OrderingContent>(ORDERING);
export const matching = of<MatchingContent>(MATCHING);
export const listening = of<ListeningContent>(LISTENING);
export const speaking = of<SpeakingContent>(SPEAKING);
export const vocabulary = of<VocabularyContent>(VOCABULARY);
export const videoMcq = of<VideoMcqContent>(VIDEO_MCQ);

/** Option ids as the fixtures write them: a, b, c… */
export const optionId = (i: number) => (i < 26 ? String.fromCharCode(97 + i) : `o${i + 1}`);

/** The object without its undefined fields: content schemas refuse a field set to undefined. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
