/**
 * Pure brain battle scoring. Points come from the engine's list comparison of the tapped option
 * with the answer; the verdict is never recorded per item (the plugin does not judge answers:
 * is_correct stays null, and a skip carries the item's forced value, if it has one).
 */
import { isListCorrect, type ContentIssue, type Score } from '@web-ed/engine';
import type { BrainBattleContent } from '@web-ed/schemas';

export function expectedAnswer(content: BrainBattleContent): string[] {
  return [...content.answers];
}

export function scoreBrainBattle(content: BrainBattleContent, answer: readonly string[]): Score {
  const known = new Set(content.options.map((o) => o.id));
  const tapped = answer.filter((id) => known.has(id));
  if (tapped.length === 0) return { kind: 'invalid', reason: 'no option tapped' };
  return { kind: 'points', earned: isListCorrect(tapped, content.answers) ? 1 : 0, total: 1 };
}

/** What the schema cannot say: the answer is an option, option ids and texts are unique. */
export function checkBrainBattle(content: BrainBattleContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const ids = content.options.map((o) => o.id);
  const texts = content.options.map((o) => o.text.trim());
  content.options.forEach((o, i) => {
    if (ids.indexOf(o.id) !== i) {
      issues.push({ path: `/options/${i}/id`, message: `option id "${o.id}" is used twice` });
    }
    // Two identical buttons in a one-tap round: the student cannot tell which one is "right".
    if (texts.indexOf(o.text.trim()) !== i) {
      issues.push({ path: `/options/${i}/text`, message: `option text "${o.text}" is used twice` });
    }
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
