/**
 * The app's IndexedDB database: the finish-record outbox and the analytics event queue, in one
 * database so one connection serves both.
 *
 * - `outbox`: finish records keyed by [identifier, session] (one per user and play session).
 * - `events`: analytics events under an auto-increment key (insertion order = send order), with a
 *   unique `uuid` index for de-duplication and removal.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AnalyticsEvent, FinishRecord } from '@web-ed/schemas';

export const DB_NAME = 'web-ed';
export const DB_VERSION = 1;

export interface WebEdDb extends DBSchema {
  outbox: {
    key: [string, string];
    value: FinishRecord;
  };
  events: {
    key: number;
    value: AnalyticsEvent;
    indexes: { uuid: string };
  };
}

export type WebEdDatabase = IDBPDatabase<WebEdDb>;

/**
 * Opens (creating or upgrading) the database. When another tab opens a newer version, this
 * connection closes itself so that tab's upgrade is not blocked; reopen on next use.
 */
export function openWebEdDb(name: string = DB_NAME): Promise<WebEdDatabase> {
  return openDB<WebEdDb>(name, DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('outbox', { keyPath: ['identifier', 'session'] });
        const events = db.createObjectStore('events', { autoIncrement: true });
        events.createIndex('uuid', 'uuid', { unique: true });
      }
    },
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
    },
  });
}
