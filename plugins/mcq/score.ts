/** Pure MCQ scoring: the chosen option ids against the expected ones, as a list comparison. */
import { isListCorrect, type ContentIssue, type Score } from '@web-ed/engine';
import type { McqContent } from '@web-ed/schemas';

export function expectedAnswer(content: McqContent): string[] {
  return [...content.answers];
}

export function scoreMcq(content: McqContent, answer: readonly string[]): Score {
  const known = new Set(content.options.map((o) => o.id));
  const chosen = answer.filter((id) => known.has(id));
  if (chosen.length === 0) return { kind: 'invalid', reason: 'no option chosen' };
  // A choose-all question is not attempted until as many options are chosen as it asks for.
  if (content.answers.length > 1 && chosen.length < content.answers.length) {
    return { kind: 'invalid', reason: `choose ${content.answers.length} options` };
  }
  return { kind: 'points', earned: isListCorrect(chosen, content.answers) ? 1 : 0, total: 1 };
}

/** What the schema cannot say: answers must be options, option ids unique. */
export function checkMcq(content: McqContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const ids = content.options.map((o) => o.id);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i)
      issues.push({ path: `/options/${i}/id`, message: `option id "${id}" is used twice` });
  });
  content.answers.forEach((a, i) => {
    if (!ids.includes(a)) {
      issues.push({
        path: `/answers/${i}`,
        message: `answer "${a}" is not one of the option ids (${ids.join(', ')})`,
      });
    }
  });
  return issues;
}
