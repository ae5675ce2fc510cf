/** Reading a "select the words" text: where its words are, and how the answer names them. */
import type { MarkWordsContent } from '@web-ed/schemas';

/** The positions in `segments` of the words the student can mark. */
export const wordPositions = (content: MarkWordsContent): number[] =>
  content.segments.flatMap((s, at) => (typeof s === 'string' ? [] : [at]));

/** The positions of the words to mark. */
export const correctPositions = (content: MarkWordsContent): number[] =>
  content.segments.flatMap((s, at) => (typeof s !== 'string' && s.correct ? [at] : []));

/** An answer entry names a word by its position, written as a plain decimal ("12"). */
export const entryOf = (at: number): string => String(at);

/** The words an answer marks: entries that name a word, each once; anything else is ignored. */
export function markedIn(content: MarkWordsContent, answer: readonly string[]): Set<number> {
  const words = new Set(wordPositions(content));
  return new Set(
    answer
      .filter((entry) => /^(0|[1-9]\d*)$/.test(entry))
      .map(Number)
      .filter((at) => words.has(at)),
  );
}
