/**
 * How a brain battle item lays out its buttons at 360 px: side by side while the longest option
 * fits a half-width button whole (never broken mid-word), one per row otherwise.
 */

export interface OptionLayout {
  /** grid: 2 × 2 (or 2 in a row); three: 2 + 1 centred; rows: one button per row. */
  arrangement: 'grid' | 'three' | 'rows';
  /** Large type for numbers and short words, medium for longer words. */
  size: 'large' | 'medium';
}

/** Up to this many characters set in large type in a half-width button at 360 px. */
const LARGE_MAX = 8;
/** Up to this many in medium type; longer options get a row each. */
const MEDIUM_MAX = 12;

/** Roughly what the student sees: LaTeX delimiters, commands and braces take no room. */
export function visibleLength(text: string): number {
  const shown = text
    .replace(/\$/g, '')
    .replace(/\\[A-Za-z]+/g, '')
    .replace(/[{}^_]/g, '');
  return [...shown.trim()].length;
}

export function optionLayout(texts: readonly string[]): OptionLayout {
  const longest = Math.max(0, ...texts.map(visibleLength));
  const arrangement = longest > MEDIUM_MAX ? 'rows' : texts.length === 3 ? 'three' : 'grid';
  return { arrangement, size: longest > LARGE_MAX ? 'medium' : 'large' };
}
