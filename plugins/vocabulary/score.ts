/**
 * Pure Vocabulary scoring: only the recall items count (the cards are for learning), with
 * Reading's item encoding and partial credit (see ../reading/choice-items.ts).
 */
import type { ContentIssue, Score } from '@web-ed/engine';
import type { VocabularyContent } from '@web-ed/schemas';
import { checkChoiceItems, expectedEntries, scoreChoiceItems } from '../reading/choice-items';

export function expectedAnswer(content: VocabularyContent): string[] {
  return expectedEntries(content.items);
}

export function scoreVocabulary(content: VocabularyContent, answer: readonly string[]): Score {
  return scoreChoiceItems(content.items, answer);
}

/** The items' checks, plus each card word only once (case aside): a repeated card is a slip. */
export function checkVocabulary(content: VocabularyContent): ContentIssue[] {
  const issues = checkChoiceItems(content.items);
  const seen = new Set<string>();
  content.cards.forEach((card, i) => {
    const key = card.word.trim().toLowerCase();
    if (seen.has(key))
      issues.push({ path: `/cards/${i}/word`, message: `the word "${card.word}" has two cards` });
    seen.add(key);
  });
  return issues;
}
