/**
 * Turning stored finish records into what is sent: pure, marks nothing as sent
 * (is_sent passes through untouched; presence in the outbox is what means
 * "unsent").
 */
import type { FinishAnswer, FinishRecord } from '@web-ed/schemas';
import { dedupeLatest } from './dedupe';

export const BRAIN_BATTLE_MINIGAME_ID = 7;

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
 * Answer rules for one record. An unfinished brain battle is sent with no
 * answers (the match is void but the server must still hear about it); any
 * other record drops answers the learner never reached.
 */
export function prepareRecord(record: FinishRecord): FinishRecord {
  if (record.minigame_id === BRAIN_BATTLE_MINIGAME_ID && !record.is_complete) {
    return { ...record, answers: [] };
  }
  return { ...record, answers: record.answers.filter((a) => !isNeverAnswered(a)) };
}

export function prepareBatch(
  records: readonly FinishRecord[],
  runningSession: string | null,
): FinishRecord[] {
  return selectBatch(records, runningSession).map(prepareRecord);
}
