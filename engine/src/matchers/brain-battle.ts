/**
 * Brain battle answers.
 *
 * Rule: brain battle answers are not judged individually (the battle scores
 * them as a whole); a skipped answer may carry a forced correct value, which
 * is the only verdict recorded for it.
 */

export interface BrainBattleAnswer {
  is_skipped: boolean;
  forced_correct?: boolean;
}

/** `null` means "not judged here". */
export function judgeBrainBattleAnswer(answer: BrainBattleAnswer): boolean | null {
  if (!answer.is_skipped) return null;
  return typeof answer.forced_correct === 'boolean' ? answer.forced_correct : null;
}
