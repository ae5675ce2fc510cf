/**
 * Pure video_mcq scoring: one option id per checkpoint, in order, each compared as an MCQ list
 * answer; partial credit is the number of correct checkpoints out of all of them.
 */
import { isListCorrect, type ContentIssue, type Score } from '@web-ed/engine';
import type { VideoMcqContent } from '@web-ed/schemas';

export function expectedAnswer(content: VideoMcqContent): string[] {
  return content.checkpoints.map((c) => c.answers[0] ?? '');
}

export function scoreVideoMcq(content: VideoMcqContent, answer: readonly string[]): Score {
  const { checkpoints } = content;
  // The view sends the answer only once every checkpoint is answered; anything else is not an attempt.
  if (answer.length !== checkpoints.length) {
    return { kind: 'invalid', reason: `answer all ${checkpoints.length} checkpoints` };
  }
  let earned = 0;
  for (const [i, checkpoint] of checkpoints.entries()) {
    const given = answer[i] ?? '';
    if (!checkpoint.options.some((o) => o.id === given)) {
      return { kind: 'invalid', reason: `checkpoint ${i + 1} has no option chosen` };
    }
    if (isListCorrect([given], checkpoint.answers)) earned++;
  }
  return { kind: 'points', earned, total: checkpoints.length };
}

/** What the schema cannot say: unique ids, answers among the options, checkpoints in time order. */
export function checkVideoMcq(content: VideoMcqContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const checkpointIds = new Set<string>();
  let latest = -1;
  let sawEnd = false;
  content.checkpoints.forEach((checkpoint, i) => {
    const path = `/checkpoints/${i}`;
    if (checkpointIds.has(checkpoint.id))
      issues.push({
        path: `${path}/id`,
        message: `checkpoint id "${checkpoint.id}" is used twice`,
      });
    checkpointIds.add(checkpoint.id);

    const { at } = checkpoint;
    if (at === 'end') {
      sawEnd = true;
    } else if (sawEnd || at < latest) {
      issues.push({
        path: `${path}/at`,
        message: 'checkpoints must be in time order, with "end" ones last',
      });
    } else {
      latest = at;
    }

    const ids = checkpoint.options.map((o) => o.id);
    ids.forEach((id, j) => {
      if (ids.indexOf(id) !== j)
        issues.push({
          path: `${path}/options/${j}/id`,
          message: `option id "${id}" is used twice`,
        });
    });
    checkpoint.answers.forEach((a, j) => {
      if (!ids.includes(a)) {
        issues.push({
          path: `${path}/answers/${j}`,
          message: `answer "${a}" is not one of the option ids (${ids.join(', ')})`,
        });
      }
    });
  });
  return issues;
}
