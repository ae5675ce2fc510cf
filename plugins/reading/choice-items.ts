/**
 * A question made of several multiple-choice items (a passage's questions, a word set's recall
 * items), scored item by item for partial credit. Shared by Reading and Vocabulary, which use the
 * same answer encoding: one entry per item, in item order; an entry is the chosen option id, or
 * for a choose-all item the chosen ids in option order joined by "+" ("a+c").
 */
import { isListCorrect, type ContentIssue, type Score } from '@web-ed/engine';

/** The shape both plugins' generated item types share. */
export interface ChoiceItem {
  options: readonly { id: string }[];
  answers: readonly string[];
}

/** Option ids match ^[A-Za-z0-9_-]+$, so "+" can never be part of one. */
const SEPARATOR = '+';

/** A set of chosen ids as one answer entry, in option order so equal choices read the same. */
export function encodeChoice(item: ChoiceItem, chosen: readonly string[]): string {
  return item.options
    .map((o) => o.id)
    .filter((id) => chosen.includes(id))
    .join(SEPARATOR);
}

export function decodeChoice(entry: string): string[] {
  return entry.split(SEPARATOR).filter((id) => id !== '');
}

export function expectedEntries(items: readonly ChoiceItem[]): string[] {
  return items.map((item) => encodeChoice(item, item.answers));
}

/** Whether one item's entry is right; unknown ids are ignored, a repeated id never passes. */
export function isItemCorrect(item: ChoiceItem, entry: string): boolean {
  const known = new Set(item.options.map((o) => o.id));
  return isListCorrect(
    decodeChoice(entry).filter((id) => known.has(id)),
    item.answers,
  );
}

/**
 * One point per correct item out of the number of items. Not an attempt (`invalid`) while any
 * item is unanswered, or a choose-all item has fewer choices than it asks for.
 */
export function scoreChoiceItems(items: readonly ChoiceItem[], answer: readonly string[]): Score {
  let earned = 0;
  for (const [i, item] of items.entries()) {
    const known = new Set(item.options.map((o) => o.id));
    const chosen = decodeChoice(answer[i] ?? '').filter((id) => known.has(id));
    if (chosen.length === 0)
      return { kind: 'invalid', reason: `question ${i + 1} is not answered` };
    if (item.answers.length > 1 && chosen.length < item.answers.length) {
      return {
        kind: 'invalid',
        reason: `question ${i + 1}: choose ${item.answers.length} options`,
      };
    }
    if (isListCorrect(chosen, item.answers)) earned++;
  }
  return { kind: 'points', earned, total: items.length };
}

/** What the schema cannot say: within each item, option ids are unique and answers are options. */
export function checkChoiceItems(items: readonly ChoiceItem[], path = '/items'): ContentIssue[] {
  const issues: ContentIssue[] = [];
  items.forEach((item, i) => {
    const ids = item.options.map((o) => o.id);
    ids.forEach((id, j) => {
      if (ids.indexOf(id) !== j) {
        issues.push({
          path: `${path}/${i}/options/${j}/id`,
          message: `option id "${id}" is used twice`,
        });
      }
    });
    item.answers.forEach((a, k) => {
      if (!ids.includes(a)) {
        issues.push({
          path: `${path}/${i}/answers/${k}`,
          message: `answer "${a}" is not one of the option ids (${ids.join(', ')})`,
        });
      }
    });
  });
  return issues;
}
