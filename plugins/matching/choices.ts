/**
 * The right-hand texts a matching question offers each left-hand item: every partner once, and
 * the distractors, sorted by text, so their order says nothing of which item each belongs to.
 */
import type { MatchingContent } from '@web-ed/schemas';

const byText = (a: string, b: string) =>
  a.localeCompare(b, undefined, { numeric: true }) || (a < b ? -1 : a > b ? 1 : 0);

export function rightChoices(content: MatchingContent): string[] {
  const texts = [...content.pairs.map((pair) => pair.right), ...(content.distractors ?? [])]
    .map((text) => text.trim())
    // A secret question's partners are blanks (redact.ts): its texts are all among the distractors.
    .filter((text) => text !== '');
  return [...new Set(texts)].sort(byText);
}
