/** Pure matching scoring: the right-hand text chosen for each left-hand item against its partner. */
import { isListCorrect, type ContentIssue, type Score } from '@web-ed/engine';
import type { MatchingContent } from '@web-ed/schemas';
import { rightChoices } from './choices';

/** Each pair's partner, in pair order. */
export function expectedAnswer(content: MatchingContent): string[] {
  return content.pairs.map((pair) => pair.right.trim());
}

export function scoreMatching(content: MatchingContent, answer: readonly string[]): Score {
  const offered = new Set(rightChoices(content));
  const expected = expectedAnswer(content);
  let right = 0;
  for (const [i, partner] of expected.entries()) {
    const given = answer[i]?.trim() ?? '';
    // An item without one of the offered texts is not matched yet: the answer is no attempt.
    if (!offered.has(given)) return { kind: 'invalid', reason: `item ${i + 1} is not matched` };
    // The engine's rule for a chosen option: case kept, blanks around ignored.
    if (isListCorrect([given], [partner])) right++;
  }
  return content.scoring === 'all'
    ? { kind: 'points', earned: right === expected.length ? 1 : 0, total: 1 }
    : { kind: 'points', earned: right, total: expected.length };
}

/**
 * What the schema cannot say: blanks say nothing; two left-hand items that read the same cannot
 * be told apart (by screen readers either); a distractor that is some item's partner is none;
 * and with fewer than two texts to choose from there is nothing to match.
 */
export function checkMatching(content: MatchingContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  if (content.prompt.trim() === '')
    issues.push({ path: '/prompt', message: 'the prompt is blank' });
  const lefts = new Map<string, number>();
  content.pairs.forEach((pair, i) => {
    const left = pair.left.trim();
    if (left === '') issues.push({ path: `/pairs/${i}/left`, message: 'the item is blank' });
    else if (lefts.has(left))
      issues.push({
        path: `/pairs/${i}/left`,
        message: `item "${left}" reads the same as item ${lefts.get(left)! + 1}`,
      });
    else lefts.set(left, i);
    if (pair.right.trim() === '')
      issues.push({ path: `/pairs/${i}/right`, message: 'the partner is blank' });
  });
  const partners = new Set(expectedAnswer(content));
  const distractors = new Set<string>();
  (content.distractors ?? []).forEach((distractor, i) => {
    const text = distractor.trim();
    const path = `/distractors/${i}`;
    if (text === '') issues.push({ path, message: 'the distractor is blank' });
    else if (partners.has(text))
      issues.push({ path, message: `"${text}" is an item's partner, so it is no distractor` });
    else if (distractors.has(text))
      issues.push({ path, message: `distractor "${text}" is listed twice` });
    else distractors.add(text);
  });
  if (rightChoices(content).length < 2)
    issues.push({
      path: '/pairs',
      message: 'only one right-hand text to choose: nothing to match',
    });
  return issues;
}
