/**
 * Where unsent finish records wait. Storage-agnostic: the app backs it with
 * IndexedDB (object store keyed by [identifier, session]); tests and the
 * engine use MemoryOutboxStore.
 */
import type { FinishRecord } from '@web-ed/schemas';
import { outboxKey, recordKey, sameRecord, supersedes } from './identity';

export interface OutboxStore {
  /** Every stored record, at most one per (identifier, session). */
  all(): Promise<FinishRecord[]>;
  /**
   * Stores `record` under (identifier, session). An existing record for that
   * key is replaced only if `record.timestamp_finished` is later than or equal
   * to the stored one's; otherwise the put is a no-op.
   */
  put(record: FinishRecord): Promise<void>;
  /**
   * Deletes the record stored under (identifier, session); absent is fine.
   * With `expected`, deletes only if the stored record still equals it
   * (sameRecord), so a newer record saved under the same key while a send was
   * in flight survives. IndexedDB: get, compare and delete in one readwrite
   * transaction.
   */
  remove(identifier: string, session: string, expected?: FinishRecord): Promise<void>;
}

/**
 * In-memory store. Copies on the way in and out, as IndexedDB's structured
 * clone does, so callers cannot change stored records through a reference.
 */
export class MemoryOutboxStore implements OutboxStore {
  private readonly records = new Map<string, FinishRecord>();

  constructor(initial: readonly FinishRecord[] = []) {
    for (const record of initial) this.putNow(record);
  }

  all(): Promise<FinishRecord[]> {
    return Promise.resolve([...this.records.values()].map((r) => structuredClone(r)));
  }

  put(record: FinishRecord): Promise<void> {
    this.putNow(record);
    return Promise.resolve();
  }

  remove(identifier: string, session: string, expected?: FinishRecord): Promise<void> {
    const key = outboxKey(identifier, session);
    const stored = this.records.get(key);
    if (stored !== undefined && (expected === undefined || sameRecord(stored, expected))) {
      this.records.delete(key);
    }
    return Promise.resolve();
  }

  private putNow(record: FinishRecord): void {
    const key = recordKey(record);
    const stored = this.records.get(key);
    if (stored === undefined || supersedes(record, stored))
      this.records.set(key, structuredClone(record));
  }
}
