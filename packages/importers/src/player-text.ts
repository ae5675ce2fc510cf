/**
 * Plain text as the player renders it (packages/ui splitMath): `$…$` inline and `$$…$$` display
 * LaTeX, `\$` a literal dollar. Source math written `\(…\)`, `\[…\]` or `$$…$$` (H5P's MathJax
 * delimiters) is kept as math; every other `$` is escaped so a price never turns into a formula.
 */
const MATH = /\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]|\$\$([\s\S]+?)\$\$/g;

function tidy(text: string): string {
  return text
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function playerText(raw: string): string {
  let out = '';
  let last = 0;
  for (const m of raw.matchAll(MATH)) {
    out += raw.slice(last, m.index).replaceAll('$', '\\$');
    const inline = m[1];
    const tex = (inline ?? m[2] ?? m[3] ?? '').replace(/\s+/g, ' ').trim();
    out += inline === undefined ? `$$${tex}$$` : `$${tex}$`;
    last = m.index + m[0].length;
  }
  return tidy(out + raw.slice(last).replaceAll('$', '\\$'));
}
