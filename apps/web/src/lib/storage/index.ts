/**
 * Device storage of the student app: IndexedDB outbox, analytics queue and background sync's
 * session; Cache Storage packs.
 */
export { openWebEdDb, DB_NAME, DB_VERSION, type WebEdDb, type WebEdDatabase } from './db';
export { IdbOutboxStore } from './outbox-store';
export {
  deleteSyncSession,
  readSyncSession,
  SYNC_TAG,
  writeSyncSession,
  type SyncSession,
} from './sync-session';
export {
  IdbEventQueue,
  MemoryEventQueue,
  MAX_QUEUED_EVENTS,
  DEFAULT_BATCH_SIZE,
  type EventQueue,
} from './event-queue';
export {
  API_CACHE,
  MAX_CHAPTER_FILE_BYTES,
  MEDIA_CACHE,
  PACK_CACHE_PREFIX,
  PACK_REQUEST_HEADER,
  SHARE_FIELD,
  SHARE_FILE_NAME_HEADER,
  SHARE_INBOX_CACHE,
  SHARE_TARGET_PATH,
} from './cache-names';
export {
  deleteAllPacks,
  deletePack,
  deleteSharedChapter,
  jsonResponse,
  listPacks,
  listSharedChapters,
  packCacheName,
  packsAvailable,
  readPack,
  readSharedChapter,
  sharedCacheName,
  writePack,
  type SharedChapter,
  type StoredPack,
} from './pack-caches';
export {
  forgetKept,
  forgetLastKnown,
  isPageOnly,
  keepLastKnown,
  keepServed,
  PAGE_ONLY,
  PUBLIC,
  readLastKnown,
  takeServed,
} from './last-known';
