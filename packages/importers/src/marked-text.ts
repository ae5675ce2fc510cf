/**
 * Text with places marked in it (a blank, a word to mark): a source is turned into the player's
 * text whole, with a mark standing where each place is, and split at the marks afterwards. Turning
 * pieces into text one by one would lose the spaces at their ends. Marks are private-use
 * characters, taken out of the source first so that no source text can forge one.
 */
const START = '\uE000';
const END = '\uE001';
const MARKS = /\uE000(\d+)\uE001/g;

export const mark = (index: number) => `${START}${index}${END}`;

export const unmarked = (text: string) => text.replace(/[\uE000\uE001]/g, '');

/**
 * The text split at its marks: strings for the text between them, `places[i]` for mark i. Null
 * when a place is missing or repeated (its mark sat where the text was dropped, e.g. in feedback).
 */
export function splitMarked<T>(text: string, places: readonly T[]): (string | T)[] | null {
  const out: (string | T)[] = [];
  const seen = new Set<number>();
  let last = 0;
  for (const m of text.matchAll(MARKS)) {
    const i = Number(m[1]);
    if (seen.has(i) || i >= places.length) return null;
    seen.add(i);
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(places[i]!);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return seen.size === places.length ? out : null;
}
