/**
 * One outbox flush: send what is ready, forget it once the server confirms.
 */
import type { FinishRecord } from '@web-ed/schemas';
import { recordKey } from './identity';
import { prepareRecord, selectBatch } from './prepare';
import type { OutboxStore } from './store';

/** iMessageCode the server returns when it has stored the records. */
export const OUTBOX_SUCCESS_CODE = 1;

export type SendBatch = (batch: FinishRecord[]) => Promise<{ iMessageCode: number }>;

export interface FlushResult {
  /** Records handed to `send` (0 when there was nothing to send). */
  sent: number;
  /** Records deleted from the store after the server confirmed. */
  removed: number;
  /**
   * Distinct subject ids (ascending) of the confirmed records: reload their
   * chapters, and missions/beginner quests whenever this is non-empty. Empty
   * unless the server confirmed.
   */
  subjects: number[];
}

/**
 * - Nothing to send: `send` is not called.
 * - `send` throws: the error is rethrown and the store is untouched, so the
 *   caller sees the failure (to schedule a retry) and nothing is lost.
 * - iMessageCode other than 1: nothing removed, no reloads.
 * - iMessageCode 1: each sent record is removed only if the store still holds
 *   exactly the version that was sent. Records put while the send was in
 *   flight (new keys, or a newer finish for a sent key) stay for the next flush.
 *
 * Flushes should not overlap (the app serialises them): two concurrent
 * flushes would send the same records twice, which the server tolerates but
 * wastes a request.
 */
export async function flushOutbox(
  store: OutboxStore,
  send: SendBatch,
  runningSession: string | null,
): Promise<FlushResult> {
  const originals = selectBatch(await store.all(), runningSession);
  if (originals.length === 0) return { sent: 0, removed: 0, subjects: [] };

  const batch = originals.map(prepareRecord);
  const response = await send(batch);
  if (response.iMessageCode !== OUTBOX_SUCCESS_CODE) {
    return { sent: batch.length, removed: 0, subjects: [] };
  }

  for (const original of originals) {
    await store.remove(original.identifier, original.session, original);
  }
  const remainingKeys = new Set((await store.all()).map(recordKey));
  const removed = originals.filter((o) => !remainingKeys.has(recordKey(o))).length;
  const subjects = [...new Set(batch.map((r) => r.subject_id))].sort((a, b) => a - b);
  return { sent: batch.length, removed, subjects };
}
