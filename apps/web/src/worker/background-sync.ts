/**
 * The service worker's background sync: on the page's `web-ed-send` sync, sends what waits in
 * IndexedDB (send-waiting.ts).
 */
import { createApiClient } from '@web-ed/api-client';
import { config } from '../lib/config';
import { openWebEdDb, SYNC_TAG } from '../lib/storage';
import { sendWaiting } from './send-waiting';

/** Background Sync's event (the app's type library is the page's, not the worker's). */
interface SyncEvent extends Event {
  readonly tag: string;
  waitUntil(done: Promise<unknown>): void;
}

declare const self: {
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
};

self.addEventListener('sync', (sync) => {
  if (sync.tag !== SYNC_TAG) return;
  sync.waitUntil(
    openWebEdDb().then((db) =>
      sendWaiting(db, (token, refused) =>
        createApiClient({
          baseUrl: config.apiBase,
          getToken: () => token,
          onUnauthorized: refused,
          retries: 0,
        }),
      ),
    ),
  );
});
