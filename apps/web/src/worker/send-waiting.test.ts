import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web-ed/api-client';
import type { AnalyticsEvent, FinishRecord } from '@web-ed/schemas';
import {
  IdbEventQueue,
  IdbOutboxStore,
  openWebEdDb,
  deleteSyncSession,
  readSyncSession,
  writeSyncSession,
  type WebEdDatabase,
} from '../lib/storage';
import { event, freshDbName, record } from '../lib/storage/test-fixtures';
import { sendWaiting } from './send-waiting';

const opened: WebEdDatabase[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

/** A device with the student's records, another student's, two events, and the session. */
async function device(signedIn = true) {
  const db = await openWebEdDb(freshDbName());
  opened.push(db);
  const outbox = new IdbOutboxStore(db);
  await outbox.put(record({ identifier: 'ana', session: 's1' }));
  await outbox.put(record({ identifier: 'ana', session: 's2' }));
  await outbox.put(record({ identifier: 'budi', session: 's3' }));
  const queue = new IdbEventQueue(db);
  await queue.append(event());
  await queue.append(event());
  // The session in a database of its own, as the worker finds it (sync-session.ts).
  const syncDb = freshDbName();
  if (signedIn) await writeSyncSession({ user_id: 'ana', token: 'ana-token' }, syncDb);
  const sessions = {
    read: () => readSyncSession(syncDb),
    forget: () => deleteSyncSession(syncDb),
  };
  return { db, outbox, queue, sessions };
}

/**
 * The server: takes every batch, or answers with `fail` (as the API client does on a 401:
 * `refused` first, then the error), noting who sent what.
 */
function server(fail?: () => never, unauthorized = false) {
  const finished: FinishRecord[][] = [];
  const events: AnalyticsEvent[][] = [];
  const tokens: string[] = [];
  let refuse = (): void => undefined;
  const client = (token: string, refused: () => void) => {
    tokens.push(token);
    refuse = refused;
    return {
      minigameFinish: vi.fn(async (batch: FinishRecord[]) => {
        if (fail) {
          if (unauthorized) refuse();
          fail();
        }
        finished.push(batch);
        return { bDone: true, iMessageCode: 1 } as never;
      }),
      setEventHistory: vi.fn(async (batch: AnalyticsEvent[]) => {
        events.push(batch);
        return { bDone: true } as never;
      }),
    };
  };
  return { client, finished, events, tokens };
}

describe('background sync sends what waits', () => {
  it("sends the signed-in student's records once, as them, then the analytics", async () => {
    const { db, outbox, queue, sessions } = await device();
    const s = server();
    expect(await sendWaiting(db, s.client, sessions)).toEqual({ records: 2, events: 2 });
    expect(s.tokens).toEqual(['ana-token']);
    expect(
      s.finished
        .flat()
        .map((r) => r.session)
        .sort(),
    ).toEqual(['s1', 's2']);
    expect(s.events.flat()).toHaveLength(2);
    // Another student's play waits for their own sign-in.
    expect((await outbox.all()).map((r) => r.identifier)).toEqual(['budi']);
    expect(await queue.takeBatch(10)).toEqual([]);
    // Again: nothing left to send.
    expect(await sendWaiting(db, server().client, sessions)).toEqual({ records: 0, events: 0 });
  });

  it('sends nothing when nobody is signed in on the device', async () => {
    const { db, outbox, sessions } = await device(false);
    const s = server();
    expect(await sendWaiting(db, s.client, sessions)).toEqual({ records: 0, events: 0 });
    expect(s.tokens).toEqual([]);
    expect(await outbox.all()).toHaveLength(3);
  });

  it('keeps everything and throws on a failed send, so the browser tries again later', async () => {
    const { db, outbox, sessions } = await device();
    const s = server(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendWaiting(db, s.client, sessions)).rejects.toThrow('Failed to fetch');
    expect(await outbox.all()).toHaveLength(3);
  });

  it('forgets a token the server refused, and keeps the records for the next sign-in', async () => {
    const { db, outbox, sessions } = await device();
    const s = server(() => {
      throw new ApiError({ status: 401, error: 'unauthorized', message: 'session expired' });
    }, true);
    expect(await sendWaiting(db, s.client, sessions)).toEqual({ records: 0, events: 0 });
    expect(await sessions.read()).toBeUndefined();
    expect(await outbox.all()).toHaveLength(3);
  });
});
