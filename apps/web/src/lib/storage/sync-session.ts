/**
 * The session the service worker sends with while the app is closed (background sync): the
 * page keeps it in IndexedDB beside the outbox while records wait, the worker reads it, and
 * signing out (or a refused token) deletes it, so nothing is sent as a student who left.
 */
import type { WebEdDatabase } from './db';

/** The background sync tag the page registers and the worker answers (src/worker/). */
export const SYNC_TAG = 'web-ed-send';

export interface SyncSession {
  user_id: string;
  token: string;
}

export const readSyncSession = (db: WebEdDatabase): Promise<SyncSession | undefined> =>
  db.get('sync', 'session');

export async function writeSyncSession(db: WebEdDatabase, session: SyncSession): Promise<void> {
  await db.put('sync', session, 'session');
}

export async function deleteSyncSession(db: WebEdDatabase): Promise<void> {
  await db.delete('sync', 'session');
}
