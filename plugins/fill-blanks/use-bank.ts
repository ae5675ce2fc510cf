import { useState } from 'react';

/** What a tap on a blank did, for the view to announce. */
export type GapTap =
  { kind: 'placed'; word: string } | { kind: 'returned'; word: string } | { kind: 'none' };

/**
 * The word bank's state: which word (by its place in the bank) fills each blank, and the word
 * picked to place next. A tap on a blank places the picked word there (a word already there goes
 * back to the bank), or with nothing picked takes the blank's word back. Taps, never drags: the
 * same buttons serve a finger, a keyboard and a screen reader.
 */
export function useBank(words: readonly string[], blanks: number) {
  const [placed, setPlaced] = useState<(number | null)[]>(() => Array(blanks).fill(null));
  const [picked, setPicked] = useState<number | null>(null);

  const put = (i: number, k: number | null) =>
    setPlaced((all) => all.map((old, j) => (j === i ? k : old)));

  const pick = (k: number) => setPicked((p) => (p === k ? null : k));

  const tapGap = (i: number): GapTap => {
    const current = placed[i] ?? null;
    if (picked !== null) {
      put(i, picked);
      setPicked(null);
      return { kind: 'placed', word: words[picked] ?? '' };
    }
    if (current === null) return { kind: 'none' };
    put(i, null);
    return { kind: 'returned', word: words[current] ?? '' };
  };

  return {
    picked,
    /** The bank's words in no blank, by their place in the bank. */
    free: words.flatMap((_, k) => (placed.includes(k) ? [] : [k])),
    /** Each blank's word, '' while empty. */
    values: placed.map((k) => (k === null ? '' : (words[k] ?? ''))),
    pick,
    tapGap,
  };
}
