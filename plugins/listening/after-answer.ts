/**
 * What the listening view shows once an item is answered. The device's own scorer gives the
 * verdict at once, online or not (the Player's feedback); when the server's result for the item
 * (learning/listening-result) arrives, it enriches that: the accepted answers, the transcript and
 * the explanation as the server has them now, and a note when it judged otherwise (this device's
 * copy of the content or the app is older). A secret or empty result, or none, leaves the local one.
 */
import type { ListeningContent } from '@web-ed/schemas';
import type { ListeningVerdict } from '../services';
import type { Feedback } from '../view-props';

export interface ListeningAfter {
  correct: boolean | null;
  expected: string[];
  transcript: string | null;
  explanation: string | null;
  /** The server's verdict differs from the one this device showed: say so, in words. */
  checkedOnline: boolean | null;
}

export function afterAnswer(
  local: Feedback,
  content: Pick<ListeningContent, 'text'>,
  remote: ListeningVerdict | null,
): ListeningAfter {
  const own: ListeningAfter = {
    correct: local.correct,
    expected: local.expected,
    transcript: content.text ?? null,
    explanation: local.explanation ?? null,
    checkedOnline: null,
  };
  if (!remote || (remote.result !== 'correct' && remote.result !== 'incorrect')) return own;
  const correct = remote.result === 'correct';
  return {
    correct,
    expected: remote.expected && remote.expected.length > 0 ? remote.expected : own.expected,
    transcript: remote.transcript ?? own.transcript,
    explanation: remote.explanation ?? own.explanation,
    checkedOnline: local.correct === null || local.correct === correct ? null : correct,
  };
}
