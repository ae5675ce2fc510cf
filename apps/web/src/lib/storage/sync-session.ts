/**
 * The session the service worker sends with while the app is closed (background sync): the
 * page keeps it while records wait, the worker reads it, and signing out (or a refused token)
 * deletes it, so nothing is sent as a student who left. Its own small database: the outbox's
 * (db.ts) keeps its version, so a tab still running an older app never sees it upgraded.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** The background sync tag the page registers and the worker answers (src/worker/). */
export const SYNC_TAG = 'web-ed-send';

export interface SyncSession {
  user_id: string;
  token: string;
}

interface SyncDb extends DBSchema {
  session: { key: 'current'; value: SyncSession };
}

export const SYNC_DB_NAME = 'web-ed-sync';

let opened: Promise<IDBPDatabase<SyncDb>> | null = null;

/** One connection per page or worker; `name` for tests. */
function syncDb(name = SYNC_DB_NAME): Promise<IDBPDatabase<SyncDb>> {
  if (name !== SYNC_DB_NAME) return openDB<SyncDb>(name, 1, { upgrade: create });
  opened ??= openDB<SyncDb>(SYNC_DB_NAME, 1, { upgrade: create }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

function create(db: IDBPDatabase<SyncDb>) {
  db.createObjectStore('session');
}

export async function readSyncSession(name?: string): Promise<SyncSession | undefined> {
  return (await syncDb(name)).get('session', 'current');
}

export async function writeSyncSession(session: SyncSession, name?: string): Promise<void> {
  await (await syncDb(name)).put('session', session, 'current');
}

export async function deleteSyncSession(name?: string): Promise<void> {
  await (await syncDb(name)).delete('session', 'current');
}
