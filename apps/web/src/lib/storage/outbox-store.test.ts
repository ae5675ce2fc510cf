import 'fake-indexeddb/auto';
import { describe, it, expect, afterEach } from 'vitest';
import fc from 'fast-check';
import { dedupeLatest, flushOutbox, recordKey, type OutboxStore } from '@web-ed/engine';
import type { FinishRecord } from '@web-ed/schemas';
import { openWebEdDb, type WebEdDatabase } from './db';
import { IdbOutboxStore } from './outbox-store';
import { answer, freshDbName, record, recordArb } from './test-fixtures';

const opened: WebEdDatabase[] = [];

async function open(name = freshDbName()) {
  const db = await openWebEdDb(name);
  opened.push(db);
  return { db, name, store: new IdbOutboxStore(db) as OutboxStore };
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

/** IndexedDB hands records back in key order; the contract asks for no order. */
const byKey = (records: FinishRecord[]) =>
  [...records].sort((a, b) =>
    recordKey(a) < recordKey(b) ? -1 : recordKey(a) > recordKey(b) ? 1 : 0,
  );

describe('IdbOutboxStore (the OutboxStore contract)', () => {
  it('starts empty', async () => {
    const { store } = await open();
    expect(await store.all()).toEqual([]);
  });

  it('put replaces a record for the same key with a later finish', async () => {
    const { store } = await open();
    await store.put(record({ timestamp_finished: 1, points: 1 }));
    await store.put(record({ timestamp_finished: 2, points: 2 }));
    expect(await store.all()).toEqual([record({ timestamp_finished: 2, points: 2 })]);
  });

  it('put replaces on an equal finish', async () => {
    const { store } = await open();
    await store.put(record({ points: 1 }));
    await store.put(record({ points: 2 }));
    expect(await store.all()).toEqual([record({ points: 2 })]);
  });

  it('put ignores an earlier finish for the same key', async () => {
    const { store } = await open();
    await store.put(record({ timestamp_finished: 5, points: 5 }));
    await store.put(record({ timestamp_finished: 4, points: 4 }));
    expect(await store.all()).toEqual([record({ timestamp_finished: 5, points: 5 })]);
  });

  it('keeps different keys side by side', async () => {
    const { store } = await open();
    await store.put(record({ session: 's1' }));
    await store.put(record({ session: 's2' }));
    await store.put(record({ identifier: 'u2', session: 's1' }));
    expect(await store.all()).toHaveLength(3);
  });

  it('keys that a joined string would confuse stay apart', async () => {
    const { store } = await open();
    await store.put(record({ identifier: 'a|b', session: 'c' }));
    await store.put(record({ identifier: 'a', session: 'b|c' }));
    expect(await store.all()).toHaveLength(2);
  });

  it('remove deletes by key and ignores missing keys', async () => {
    const { store } = await open();
    await store.put(record({ session: 's1' }));
    await store.put(record({ session: 's2' }));
    await store.remove('u1', 's1');
    await store.remove('u1', 'nope');
    await store.remove('u9', 's2');
    expect(await store.all()).toEqual([record({ session: 's2' })]);
  });

  it('remove with expected deletes only if the stored record is still that record', async () => {
    const { store } = await open();
    const sent = record({ timestamp_finished: 1 });
    await store.put(sent);
    await store.put(record({ timestamp_finished: 2 }));
    await store.remove('u1', 's1', sent);
    expect(await store.all()).toEqual([record({ timestamp_finished: 2 })]);
    await store.remove('u1', 's1', structuredClone(record({ timestamp_finished: 2 })));
    expect(await store.all()).toEqual([]);
  });

  it('remove with expected treats an undefined optional property as absent', async () => {
    const { store } = await open();
    await store.put(record({ answers: [{ ...answer(), forced_correct: undefined }] }));
    await store.remove('u1', 's1', record());
    expect(await store.all()).toEqual([]);
  });

  it('hands out copies, and keeps copies of what it was given', async () => {
    const { store } = await open();
    const input = record({ answers: [answer()] });
    await store.put(input);
    input.points = 999;
    input.answers[0]!.answer.push('mutated');
    const [out] = await store.all();
    expect(out).toEqual(record({ answers: [answer()] }));
    out!.points = 123;
    expect((await store.all())[0]?.points).toBe(10);
  });

  it('survives a reopen', async () => {
    const first = await open();
    await first.store.put(record({ session: 'a', points: 7 }));
    await first.store.put(record({ session: 'b' }));
    first.db.close();
    const again = await open(first.name);
    expect(byKey(await again.store.all())).toEqual([
      record({ session: 'a', points: 7 }),
      record({ session: 'b' }),
    ]);
    await again.store.remove('u1', 'a');
    again.db.close();
    const third = await open(first.name);
    expect(await third.store.all()).toEqual([record({ session: 'b' })]);
  });

  it('concurrent puts for one key keep the latest finish (each put is one transaction)', async () => {
    const { store } = await open();
    await Promise.all([
      store.put(record({ timestamp_finished: 3, points: 3 })),
      store.put(record({ timestamp_finished: 9, points: 9 })),
      store.put(record({ timestamp_finished: 5, points: 5 })),
    ]);
    expect(await store.all()).toEqual([record({ timestamp_finished: 9, points: 9 })]);
  });

  it('after any sequence of puts holds exactly dedupeLatest of them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(recordArb, { maxLength: 15 }), async (records) => {
        const { store, db } = await open();
        for (const r of records) await store.put(r);
        expect(byKey(await store.all())).toEqual(byKey(dedupeLatest(records)));
        db.close();
      }),
      { numRuns: 40 },
    );
  });
});

describe('flushOutbox on IndexedDB', () => {
  it('sends, removes on iMessageCode 1, keeps the running session and newer re-saves', async () => {
    const { store } = await open();
    await store.put(record({ session: 'a', subject_id: 414 }));
    await store.put(record({ session: 'b', timestamp_finished: 1 }));
    await store.put(record({ session: 'live' }));
    const newer = record({ session: 'b', timestamp_finished: 2, points: 20 });
    const result = await flushOutbox(
      store,
      async (batch) => {
        expect(batch.map((r) => r.session).sort()).toEqual(['a', 'b']);
        await store.put(newer);
        return { iMessageCode: 1 };
      },
      'live',
    );
    expect(result).toEqual({ sent: 2, removed: 1, subjects: [413, 414] });
    expect(byKey(await store.all())).toEqual(byKey([newer, record({ session: 'live' })]));
  });

  it('keeps everything when the send fails', async () => {
    const { store } = await open();
    await store.put(record());
    await expect(
      flushOutbox(store, () => Promise.reject(new TypeError('offline')), null),
    ).rejects.toThrow('offline');
    expect(await store.all()).toEqual([record()]);
  });
});
