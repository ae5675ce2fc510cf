/**
 * H5P.MarkTheWords' words: the text split at white space, punctuation before and after a word
 * kept out of it (H5P's own lists), a `*word*` one to mark. Anything without a letter or digit,
 * and math, stays plain text the student cannot mark.
 */
import type { MarkWordsWord } from '@web-ed/schemas';

const PREFIX = /^[[({⟨¿¡“"«„]+/u;
const SUFFIX = /[",….:;?!\])}⟩»”]+$/u;
/** Player math ($…$, $$…$$, an escaped \$ being no delimiter), a run of space, or a token. */
const PIECES =
  /(?<!\\)\$\$[\s\S]+?(?<!\\)\$\$|(?<!\\)\$[^$\n]+?(?<!\\)\$|\s+|(?:\\\$|[^\s$])+|\$/gu;

export function textWords(text: string): (string | MarkWordsWord)[] {
  const out: (string | MarkWordsWord)[] = [];
  const plain = (s: string) => {
    if (!s) return;
    if (typeof out.at(-1) === 'string') out[out.length - 1] += s;
    else out.push(s);
  };
  for (const [piece] of text.matchAll(PIECES)) {
    if (/^\s|^\$/.test(piece)) {
      plain(piece);
      continue;
    }
    const prefix = PREFIX.exec(piece)?.[0] ?? '';
    const rest = piece.slice(prefix.length);
    const suffix = SUFFIX.exec(rest)?.[0] ?? '';
    const core = rest.slice(0, rest.length - suffix.length);
    plain(prefix);
    const starred = /^\*[^*]+\*$/.test(core);
    const word = starred ? core.slice(1, -1) : core;
    if (/[\p{L}\p{N}]/u.test(word)) out.push(starred ? { word, correct: true } : { word });
    else plain(core);
    plain(suffix);
  }
  return out;
}
