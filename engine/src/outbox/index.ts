export { outboxKey, recordKey, supersedes, sameRecord } from './identity';
export { dedupeLatest } from './dedupe';
export { isNeverAnswered, selectBatch, prepareRecord, prepareBatch } from './prepare';
export { MemoryOutboxStore, type OutboxStore } from './store';
export { flushOutbox, OUTBOX_SUCCESS_CODE, type SendBatch, type FlushResult } from './flush';
