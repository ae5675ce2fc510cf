import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MemoryOutboxStore, type OutboxStore } from './store';
import { dedupeLatest } from './dedupe';
import { answer, record, recordArb } from '../testing/finish-records';

describe('MemoryOutboxStore', () => {
  it('starts empty, or with deduped initial records', async () => {
    expect(await new MemoryOutboxStore().all()).toEqual([]);
    const a = record({ timestamp_finished: 1 });
    const b = record({ timestamp_finished: 2 });
    expect(await new MemoryOutboxStore([b, a]).all()).toEqual([b]);
  });

  it('put replaces a record for the same key with a later finish', async () => {
    const store: OutboxStore = new MemoryOutboxStore();
    await store.put(record({ timestamp_finished: 1, points: 1 }));
    await store.put(record({ timestamp_finished: 2, points: 2 }));
    expect(await store.all()).toEqual([record({ timestamp_finished: 2, points: 2 })]);
  });

  it('put replaces on an equal finish', async () => {
    const store = new MemoryOutboxStore();
    await store.put(record({ points: 1 }));
    await store.put(record({ points: 2 }));
    expect(await store.all()).toEqual([record({ points: 2 })]);
  });

  it('put ignores an earlier finish for the same key', async () => {
    const store = new MemoryOutboxStore();
    await store.put(record({ timestamp_finished: 5, points: 5 }));
    await store.put(record({ timestamp_finished: 4, points: 4 }));
    expect(await store.all()).toEqual([record({ timestamp_finished: 5, points: 5 })]);
  });

  it('keeps different keys side by side', async () => {
    const store = new MemoryOutboxStore();
    await store.put(record({ session: 's1' }));
    await store.put(record({ session: 's2' }));
    await store.put(record({ identifier: 'u2', session: 's1' }));
    expect(await store.all()).toHaveLength(3);
  });

  it('remove deletes by key and ignores missing keys', async () => {
    const store = new MemoryOutboxStore([record({ session: 's1' }), record({ session: 's2' })]);
    await store.remove('u1', 's1');
    await store.remove('u1', 'nope');
    await store.remove('u9', 's2');
    expect(await store.all()).toEqual([record({ session: 's2' })]);
  });

  it('remove with expected deletes only if the stored record is still that record', async () => {
    const sent = record({ timestamp_finished: 1 });
    const store = new MemoryOutboxStore([sent]);
    await store.put(record({ timestamp_finished: 2 }));
    await store.remove('u1', 's1', sent);
    expect(await store.all()).toEqual([record({ timestamp_finished: 2 })]);
    await store.remove('u1', 's1', structuredClone(record({ timestamp_finished: 2 })));
    expect(await store.all()).toEqual([]);
  });

  it('hands out copies, and keeps copies of what it was given', async () => {
    const input = record({ answers: [answer()] });
    const store = new MemoryOutboxStore();
    await store.put(input);
    input.points = 999;
    input.answers[0]!.answer.push('mutated');
    const [out] = await store.all();
    expect(out).toEqual(record({ answers: [answer()] }));
    out!.points = 123;
    expect((await store.all())[0]?.points).toBe(10);
  });

  it('after any sequence of puts holds exactly dedupeLatest of them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(recordArb, { maxLength: 25 }), async (records) => {
        const store = new MemoryOutboxStore();
        for (const r of records) await store.put(r);
        expect(await store.all()).toEqual(dedupeLatest(records));
      }),
    );
  });
});
