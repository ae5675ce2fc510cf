/**
 * The engine's OutboxStore on IndexedDB (contract: engine/src/outbox/store.ts).
 *
 * - Keyed by [identifier, session]: at most one record per user and play session.
 * - `put` keeps the later finish: in one readwrite transaction it reads the stored record and
 *   writes only if the new one's timestamp_finished is later or equal (a tie is a re-save and wins).
 * - `remove(identifier, session, expected)` reads, compares (engine `sameRecord`) and deletes in one
 *   readwrite transaction, so a newer record saved while a send was in flight is never lost.
 * - `all()` returns records in key order (identifier, then session); the contract asks for no order.
 */
import { sameRecord, supersedes, type OutboxStore } from '@web-ed/engine';
import type { FinishRecord } from '@web-ed/schemas';
import type { WebEdDatabase } from './db';

export class IdbOutboxStore implements OutboxStore {
  constructor(private readonly db: WebEdDatabase) {}

  all(): Promise<FinishRecord[]> {
    return this.db.getAll('outbox');
  }

  async put(record: FinishRecord): Promise<void> {
    const tx = this.db.transaction('outbox', 'readwrite');
    const stored = await tx.store.get([record.identifier, record.session]);
    if (stored === undefined || supersedes(record, stored)) await tx.store.put(record);
    await tx.done;
  }

  async remove(identifier: string, session: string, expected?: FinishRecord): Promise<void> {
    const tx = this.db.transaction('outbox', 'readwrite');
    const key: [string, string] = [identifier, session];
    const stored = await tx.store.get(key);
    if (stored !== undefined && (expected === undefined || sameRecord(stored, expected))) {
      await tx.store.delete(key);
    }
    await tx.done;
  }
}
