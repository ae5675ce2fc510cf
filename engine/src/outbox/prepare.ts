/**
 * Turning stored finish records into what is sent: pure, marks nothing as sent
 * (is_sent passes through untouched; presence in the outbox is what means
 * "unsent").
 */
import type { FinishAnswer, FinishRecord } from '@web-ed/schemas';
import { dedupeLatest } from './dedupe';

/** Shown but neither answered nor skipped: the learner never got to it. */
export function isNeverAnswered(answer: FinishAnswer): boolean {
  return answer.timestamp_answered === null && !answer.is_skipped;
}

/**
 * The stored records a flush would send: one per (identifier, session), the
 * latest finish, minus the session still being played (its record is not
 * final yet). Returns the stored objects themselves, so a flush can later tell
 * whether the store still holds exactly what was sent.
 */
export function selectBatch(
  records: readonly FinishRecord[],
  runningSession: string | null,
): FinishRecord[] {
  return dedupeLatest(records).filter(
    (r) => runningSession === null || r.session !== runningSession,
  );
}

/**
 * The answer rule for one record: answers the learner never reached are left out. (A minigame
 * whose unfinished play is void has written its record with no answers already: see the plugin
 * contract's `voidIfUnfinished`.)
 */
export function prepareRecord(record: FinishRecord): FinishRecord {
  return { ...record, answers: record.answers.filter((a) => !isNeverAnswered(a)) };
}

export function prepareBatch(
  records: readonly FinishRecord[],
  runningSession: string | null,
): FinishRecord[] {
  return selectBatch(records, runningSession).map(prepareRecord);
}
