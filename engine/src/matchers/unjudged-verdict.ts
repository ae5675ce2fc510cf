/**
 * Answers of a minigame that does not judge them one by one (brain battle scores its round as a
 * whole): a skipped answer may carry a forced correct value, which is the only verdict recorded.
 */

export interface UnjudgedAnswer {
  is_skipped: boolean;
  forced_correct?: boolean;
}

/** `null` means "not judged here". */
export function unjudgedVerdict(answer: UnjudgedAnswer): boolean | null {
  if (!answer.is_skipped) return null;
  return typeof answer.forced_correct === 'boolean' ? answer.forced_correct : null;
}
