/**
 * Splits text into words and the bits between them, so a view can make each word tappable and
 * leave spaces, punctuation, numbers and gaps (___) as they are. Joining every token's text gives
 * the input back. A word is a run of letters (any script, with accents) and may hold an inner
 * apostrophe or hyphen: "don't", "well-known" and "Nurul’s" are one word each.
 */
export interface TextToken {
  text: string;
  /** Offset of the token in the input: a stable key for React. */
  start: number;
  isWord: boolean;
}

const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;

export function tokenizeWords(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let at = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    if (start > at) tokens.push({ text: text.slice(at, start), start: at, isWord: false });
    tokens.push({ text: match[0], start, isWord: true });
    at = start + match[0].length;
  }
  if (at < text.length) tokens.push({ text: text.slice(at), start: at, isWord: false });
  return tokens;
}
