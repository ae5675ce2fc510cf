/** Pure Reading scoring: the passage's items, one point each (see choice-items.ts). */
import type { ContentIssue, Score } from '@web-ed/engine';
import type { ReadingContent } from '@web-ed/schemas';
import { checkChoiceItems, expectedEntries, scoreChoiceItems } from './choice-items';

export function expectedAnswer(content: ReadingContent): string[] {
  return expectedEntries(content.items);
}

export function scoreReading(content: ReadingContent, answer: readonly string[]): Score {
  return scoreChoiceItems(content.items, answer);
}

/** The items' checks, plus images placed after a paragraph that exists. */
export function checkReading(content: ReadingContent): ContentIssue[] {
  const issues = checkChoiceItems(content.items);
  const paragraphs = content.passage.paragraphs.length;
  (content.passage.images ?? []).forEach((image, i) => {
    if ((image.after_paragraph ?? 0) > paragraphs) {
      issues.push({
        path: `/passage/images/${i}/after_paragraph`,
        message: `the passage has only ${paragraphs} paragraphs`,
      });
    }
  });
  return issues;
}
