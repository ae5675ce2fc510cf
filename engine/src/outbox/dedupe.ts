import type { FinishRecord } from '@web-ed/schemas';
import { recordKey, supersedes } from './identity';

/**
 * One record per (identifier, session), keeping the latest timestamp_finished
 * (later in the input wins ties, like a later put). Keys keep the order of
 * their first appearance so batches are deterministic.
 */
export function dedupeLatest(records: readonly FinishRecord[]): FinishRecord[] {
  const byKey = new Map<string, FinishRecord>();
  for (const record of records) {
    const key = recordKey(record);
    const kept = byKey.get(key);
    if (kept === undefined || supersedes(record, kept)) byKey.set(key, record);
  }
  return [...byKey.values()];
}
