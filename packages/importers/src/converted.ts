/** A question converted from the source, with where it came from (for the report). */
import type { McqContent, TrueFalseContent } from '@web-ed/schemas';
import { MCQ, TRUE_FALSE, type Minigame } from './minigames';

export interface Converted {
  minigame: Minigame;
  content: McqContent | TrueFalseContent;
  /** The report path of the source item. */
  source: string;
  /** An id the source gives the item (QTI identifier), kept when it is a valid question id. */
  id?: string;
}

export const mcq = (content: McqContent, source: string, id?: string): Converted => ({
  minigame: MCQ,
  content,
  source,
  ...(id ? { id } : {}),
});

export const trueFalse = (content: TrueFalseContent, source: string): Converted => ({
  minigame: TRUE_FALSE,
  content,
  source,
});

/** Option ids as the fixtures write them: a, b, c… */
export const optionId = (i: number) => (i < 26 ? String.fromCharCode(97 + i) : `o${i + 1}`);

/** The object without its undefined fields: content schemas refuse a field set to undefined. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
