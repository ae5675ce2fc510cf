/**
 * Whether a finish record's times could come from a person playing: the server refuses a record
 * that fails. Only the play's own times are compared, never with the server's clock: the player
 * stamps them with the phone's clock, which may be days off, and a student's real play must
 * never be lost to a wrong clock (docs/decisions.md).
 */
import type { FinishAnswer, FinishRecord } from '@web-ed/schemas';

/**
 * Nobody reads, thinks and taps faster than this per answered question (20 answers a second).
 * Deliberately far below a fast student: a swiped card deck or a brain battle tap can take well
 * under 300 ms, and a real play refused is finished work lost.
 */
export const MIN_MS_PER_ANSWER = 50;

export type TimingVerdict = { plausible: true } | { plausible: false; reason: string };

const implausible = (reason: string): TimingVerdict => ({ plausible: false, reason });

export interface TimedPlay extends Pick<FinishRecord, 'timestamp_started' | 'timestamp_finished'> {
  answers: readonly Pick<FinishAnswer, 'question_id' | 'timestamp_show' | 'timestamp_answered'>[];
}

export function checkPlayTiming(record: TimedPlay): TimingVerdict {
  const { timestamp_started: started, timestamp_finished: finished } = record;
  if (finished !== 0 && finished < started)
    return implausible('the play finished before it started');
  let answered = 0;
  for (const a of record.answers) {
    if (a.timestamp_answered === null) continue;
    if (a.timestamp_answered < a.timestamp_show)
      return implausible(`question "${a.question_id}" was answered before it was shown`);
    answered++;
  }
  if (finished !== 0 && finished - started < answered * MIN_MS_PER_ANSWER)
    return implausible(
      `${answered} answers in ${finished - started} ms: faster than anyone can play`,
    );
  return { plausible: true };
}
