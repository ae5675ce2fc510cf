/**
 * Splits author text into plain text and LaTeX. `$…$` is inline math, `$$…$$` display math,
 * `\$` a literal dollar sign. Inline math follows Pandoc's rule so prices survive unescaped:
 * the opening `$` must be followed by a non-space, the closing `$` preceded by a non-space and
 * not followed by a digit ("from $5 to $10" stays text).
 */
export type MathSegment =
  { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean };

/** Index of the `$` (or `$$`) closing math that starts at `from`, or -1. */
function findClose(text: string, from: number, display: boolean): number {
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') {
      i++; // `\$` inside math is TeX's own dollar sign, not a delimiter
      continue;
    }
    if (c !== '$') continue;
    if (display) {
      if (text[i + 1] === '$') return i;
      continue;
    }
    const before = text[i - 1] ?? '';
    const after = text[i + 1] ?? '';
    if (i > from && !/\s/.test(before) && !/[0-9]/.test(after)) return i;
  }
  return -1;
}

export function splitMath(text: string): MathSegment[] {
  const out: MathSegment[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && text[i + 1] === '$') {
      plain += '$';
      i += 2;
      continue;
    }
    if (c !== '$') {
      plain += c;
      i++;
      continue;
    }
    const display = text[i + 1] === '$';
    const start = i + (display ? 2 : 1);
    const opensInline = !display && start < text.length && !/\s/.test(text[start]!);
    const close = display || opensInline ? findClose(text, start, display) : -1;
    const tex = close === -1 ? '' : text.slice(start, close);
    if (close === -1 || tex.trim() === '') {
      // Unmatched or empty: the delimiter is just text.
      const literal = display ? '$$' : '$';
      plain += literal;
      i += literal.length;
      continue;
    }
    flush();
    out.push({ kind: 'math', tex, display });
    i = close + (display ? 2 : 1);
  }
  flush();
  return out;
}
