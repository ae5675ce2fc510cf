/** Pure ordering scoring: the student's order of the items' texts against the written order. */
import { isListCorrect, type ContentIssue, type Score } from '@web-ed/engine';
import type { OrderingContent } from '@web-ed/schemas';

/** The items' texts as written, which is the right order. */
export function expectedAnswer(content: OrderingContent): string[] {
  return content.items.map((item) => item.text.trim());
}

export function scoreOrdering(content: OrderingContent, answer: readonly string[]): Score {
  const expected = expectedAnswer(content);
  const known = new Set(expected);
  // Texts the question does not have are ignored, as other plugins ignore unknown option ids.
  const given = answer.map((text) => text.trim()).filter((text) => known.has(text));
  // Not an attempt until the order holds every item exactly once: the engine's list rule.
  if (!isListCorrect(given, expected))
    return { kind: 'invalid', reason: `put all ${expected.length} items in order` };
  const inPlace = given.filter((text, i) => text === expected[i]).length;
  return content.scoring === 'each'
    ? { kind: 'points', earned: inPlace, total: expected.length }
    : { kind: 'points', earned: inPlace === expected.length ? 1 : 0, total: 1 };
}

/**
 * What the schema cannot say: a blank prompt or item says nothing, and two items that read the
 * same cannot be told apart, so neither can their order (the text is the item's name in answers).
 */
export function checkOrdering(content: OrderingContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  if (content.prompt.trim() === '')
    issues.push({ path: '/prompt', message: 'the prompt is blank' });
  const first = new Map<string, number>();
  content.items.forEach((item, i) => {
    const text = item.text.trim();
    const path = `/items/${i}/text`;
    if (text === '') issues.push({ path, message: 'the item is blank' });
    else if (first.has(text))
      issues.push({
        path,
        message: `item "${text}" reads the same as item ${first.get(text)! + 1}`,
      });
    else first.set(text, i);
  });
  return issues;
}
