/**
 * Background sync (issue 24, item 5): what the service worker sends when the connection returns,
 * even with the app closed: the finish records of the student signed in on this device (the same
 * engine flush the page runs, batch after batch, so a record is removed only once the server
 * confirmed it, and a resend changes nothing there) and then the analytics events. Whatever it
 * cannot send stays for the next sync or the next time the app opens.
 */
import { flushOutbox, type OutboxStore } from '@web-ed/engine';
import type { ApiClient } from '@web-ed/api-client';
import { sendAnalytics } from '../lib/shell/analytics-task';
import {
  deleteSyncSession,
  IdbEventQueue,
  IdbOutboxStore,
  readSyncSession,
  type SyncSession,
  type WebEdDatabase,
} from '../lib/storage';

export interface Sent {
  records: number;
  events: number;
}

/** Only this student's records: another one's wait for their own sign-in. */
function ownRecords(store: OutboxStore, userId: string): OutboxStore {
  return {
    all: async () => (await store.all()).filter((r) => r.identifier === userId),
    put: (record) => store.put(record),
    remove: (identifier, session, expected) => store.remove(identifier, session, expected),
  };
}

/** Where the student's session for background sync is kept (sync-session.ts). */
export interface SyncSessions {
  read(): Promise<SyncSession | undefined>;
  forget(): Promise<void>;
}

const kept: SyncSessions = { read: () => readSyncSession(), forget: () => deleteSyncSession() };

/**
 * `client(token, refused)`: the API client to send with; it calls `refused` on a 401. Throws
 * when a send failed (the browser then tries the sync again later).
 */
export async function sendWaiting(
  db: WebEdDatabase,
  client: (
    token: string,
    refused: () => void,
  ) => Pick<ApiClient, 'minigameFinish' | 'setEventHistory'>,
  sessions: SyncSessions = kept,
): Promise<Sent> {
  const session = await sessions.read();
  if (!session) return { records: 0, events: 0 };
  let refused = false;
  const api = client(session.token, () => (refused = true));
  const outbox = ownRecords(new IdbOutboxStore(db), session.user_id);
  let records = 0;
  try {
    for (;;) {
      const result = await flushOutbox(
        outbox,
        (batch) => api.minigameFinish(batch, { retries: 0 }),
        null,
      );
      if (result.sent === 0) break;
      if (result.removed === 0) throw new Error('the server did not take the finish records');
      records += result.removed;
    }
    const events = await sendAnalytics(new IdbEventQueue(db), (batch) =>
      api.setEventHistory(batch, { retries: 0 }),
    );
    return { records, events };
  } catch (error) {
    // The token ended (30 days, signed out elsewhere): nothing more is sent as this student.
    if (refused) {
      await sessions.forget();
      return { records, events: 0 };
    }
    throw error;
  }
}
