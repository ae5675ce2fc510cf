/**
 * Pure "select the words" scoring, by H5P.MarkTheWords' rule: +1 for each correct word marked,
 * −1 for each other word marked, never below 0, out of the number of correct words. Marking every
 * word therefore never earns full marks, and one wrong mark undoes one right one.
 *
 * The answer lists the marked words by their position in `segments`; entries that name no word
 * are ignored and a repeated one counts once. Not an attempt (`invalid`): nothing marked, fewer
 * words than `min_choices`, more than `max_choices` (the view allows neither).
 */
import type { ContentIssue, Score } from '@web-ed/engine';
import type { MarkWordsContent } from '@web-ed/schemas';
import { correctPositions, entryOf, markedIn } from './words';

export function expectedAnswer(content: MarkWordsContent): string[] {
  return correctPositions(content).map(entryOf);
}

export function scoreMarkWords(content: MarkWordsContent, answer: readonly string[]): Score {
  const marked = markedIn(content, answer);
  if (marked.size === 0) return { kind: 'invalid', reason: 'no word marked' };
  if (content.min_choices !== undefined && marked.size < content.min_choices)
    return { kind: 'invalid', reason: `mark at least ${content.min_choices} words` };
  if (content.max_choices !== undefined && marked.size > content.max_choices)
    return { kind: 'invalid', reason: `mark at most ${content.max_choices} words` };
  const correct = correctPositions(content);
  const right = correct.filter((at) => marked.has(at)).length;
  const wrong = marked.size - right;
  return { kind: 'points', earned: Math.max(0, right - wrong), total: correct.length };
}

/**
 * What the schema cannot say: words are not blank, and the limits can be kept while marking every
 * correct word and nothing else (else full marks would be out of reach).
 */
export function checkMarkWords(content: MarkWordsContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  content.segments.forEach((s, at) => {
    if (typeof s !== 'string' && s.word.trim() === '')
      issues.push({ path: `/segments/${at}/word`, message: 'the word is blank' });
  });
  const correct = correctPositions(content).length;
  const { min_choices: min, max_choices: max } = content;
  if (min !== undefined && max !== undefined && min > max)
    issues.push({
      path: '/min_choices',
      message: `min_choices ${min} is above max_choices ${max}`,
    });
  if (min !== undefined && min > correct)
    issues.push({
      path: '/min_choices',
      message: `min_choices ${min} makes the student mark more than the ${correct} correct words`,
    });
  if (max !== undefined && max < correct)
    issues.push({
      path: '/max_choices',
      message: `max_choices ${max} leaves some of the ${correct} correct words unmarkable`,
    });
  return issues;
}
