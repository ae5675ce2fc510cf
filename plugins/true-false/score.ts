/** Pure true/false scoring: the one word the student chose against the statement's truth. */
import type { ContentIssue, Score } from '@web-ed/engine';
import type { TrueFalseContent } from '@web-ed/schemas';

export type Verdict = 'true' | 'false';

export function expectedAnswer(content: TrueFalseContent): Verdict[] {
  return [content.answer ? 'true' : 'false'];
}

export function scoreTrueFalse(content: TrueFalseContent, answer: readonly string[]): Score {
  const chosen = answer.filter((a): a is Verdict => a === 'true' || a === 'false');
  if (chosen.length !== 1) return { kind: 'invalid', reason: 'choose true or false' };
  return { kind: 'points', earned: chosen[0] === expectedAnswer(content)[0] ? 1 : 0, total: 1 };
}

/** What the schema cannot say: a statement that is only blanks says nothing. */
export function checkTrueFalse(content: TrueFalseContent): ContentIssue[] {
  return content.statement.trim() === ''
    ? [{ path: '/statement', message: 'the statement is blank' }]
    : [];
}
