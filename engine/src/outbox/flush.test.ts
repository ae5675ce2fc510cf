import { describe, it, expect, vi } from 'vitest';
import fc from 'fast-check';
import type { FinishRecord } from '@web-ed/schemas';
import { OUTBOX_SUCCESS_CODE, flushOutbox, type SendBatch } from './flush';
import { MemoryOutboxStore } from './store';
import { prepareBatch } from './prepare';
import { dedupeLatest } from './dedupe';
import { answer, neverAnswered, record, recordArb, runningArb } from '../testing/finish-records';

const ok: SendBatch = () => Promise.resolve({ iMessageCode: 1 });

describe('flushOutbox', () => {
  it('success code is 1', () => {
    expect(OUTBOX_SUCCESS_CODE).toBe(1);
  });

  it('does not call send when there is nothing to send', async () => {
    const send = vi.fn(ok);
    expect(await flushOutbox(new MemoryOutboxStore(), send, null)).toEqual({
      sent: 0,
      removed: 0,
      subjects: [],
    });
    const onlyRunning = new MemoryOutboxStore([record({ session: 'live' })]);
    expect(await flushOutbox(onlyRunning, send, 'live')).toEqual({
      sent: 0,
      removed: 0,
      subjects: [],
    });
    expect(send).not.toHaveBeenCalled();
    expect(await onlyRunning.all()).toHaveLength(1);
  });

  it('sends the prepared batch and removes it on iMessageCode 1, reporting subjects', async () => {
    const a = record({ session: 'a', subject_id: 414, answers: [answer(), neverAnswered()] });
    const b = record({ session: 'b', subject_id: 413, is_complete: false, answers: [] });
    const c = record({ session: 'c', subject_id: 414 });
    const live = record({ session: 'live', subject_id: 999 });
    const store = new MemoryOutboxStore([a, b, c, live]);
    const send = vi.fn(ok);

    const result = await flushOutbox(store, send, 'live');

    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual(prepareBatch([a, b, c, live], 'live'));
    expect(send.mock.calls[0]?.[0]).toEqual([{ ...a, answers: [answer()] }, b, c]);
    expect(result).toEqual({ sent: 3, removed: 3, subjects: [413, 414] });
    expect(await store.all()).toEqual([live]);
  });

  it('keeps everything when the server answers another code', async () => {
    const store = new MemoryOutboxStore([record({ session: 'a' }), record({ session: 'b' })]);
    const result = await flushOutbox(store, () => Promise.resolve({ iMessageCode: 0 }), null);
    expect(result).toEqual({ sent: 2, removed: 0, subjects: [] });
    expect(await store.all()).toHaveLength(2);
  });

  it('rethrows a send error and keeps everything', async () => {
    const store = new MemoryOutboxStore([record()]);
    const failure = new Error('offline');
    await expect(flushOutbox(store, () => Promise.reject(failure), null)).rejects.toBe(failure);
    expect(await store.all()).toEqual([record()]);
  });

  it('does not mark anything as sent', async () => {
    const send = vi.fn(ok);
    await flushOutbox(new MemoryOutboxStore([record({ is_sent: false })]), send, null);
    expect(send.mock.calls[0]?.[0][0]?.is_sent).toBe(false);
  });

  it('keeps records added while the send is in flight', async () => {
    const store = new MemoryOutboxStore([record({ session: 'a' })]);
    const arrived = record({ session: 'b', subject_id: 7 });
    const result = await flushOutbox(
      store,
      async () => {
        await store.put(arrived);
        return { iMessageCode: 1 };
      },
      null,
    );
    expect(result).toEqual({ sent: 1, removed: 1, subjects: [413] });
    expect(await store.all()).toEqual([arrived]);
  });

  it('keeps a newer finish saved in flight under a key that was just sent', async () => {
    const sent = record({ timestamp_finished: 1, points: 1 });
    const newer = record({ timestamp_finished: 2, points: 2 });
    const store = new MemoryOutboxStore([sent]);
    const result = await flushOutbox(
      store,
      async () => {
        await store.put(newer);
        return { iMessageCode: 1 };
      },
      null,
    );
    expect(result).toEqual({ sent: 1, removed: 0, subjects: [413] });
    expect(await store.all()).toEqual([newer]);
  });

  it('keeps a same-time re-save with different content made in flight', async () => {
    const sent = record({ answers: [answer()] });
    const resaved = record({ answers: [answer(), answer({ question_id: 'q2' })] });
    const store = new MemoryOutboxStore([sent]);
    await flushOutbox(
      store,
      async () => {
        await store.put(resaved);
        return { iMessageCode: 1 };
      },
      null,
    );
    expect(await store.all()).toEqual([resaved]);
  });

  it('removes the stored record, not the prepared copy, so dropped answers do not block removal', async () => {
    const store = new MemoryOutboxStore([record({ answers: [neverAnswered()] })]);
    expect((await flushOutbox(store, ok, null)).removed).toBe(1);
    expect(await store.all()).toEqual([]);
  });
});

describe('flushOutbox laws', () => {
  it('never sends the running session; on success only the running session is left', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(recordArb, { maxLength: 15 }),
        runningArb,
        async (records, running) => {
          const store = new MemoryOutboxStore(records);
          const batches: FinishRecord[][] = [];
          const result = await flushOutbox(
            store,
            (batch) => {
              batches.push(batch);
              return Promise.resolve({ iMessageCode: 1 });
            },
            running,
          );
          const stored = dedupeLatest(records);
          const expectedBatch = prepareBatch(stored, running);
          expect(batches).toEqual(expectedBatch.length === 0 ? [] : [expectedBatch]);
          for (const batch of batches) for (const r of batch) expect(r.session).not.toBe(running);
          expect(result.sent).toBe(expectedBatch.length);
          expect(result.removed).toBe(expectedBatch.length);
          expect(result.subjects).toEqual(
            [...new Set(expectedBatch.map((r) => r.subject_id))].sort((x, y) => x - y),
          );
          expect(await store.all()).toEqual(stored.filter((r) => r.session === running));
        },
      ),
    );
  });

  it('a failed or rejected send leaves the store exactly as it was', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(recordArb, { maxLength: 15 }),
        runningArb,
        fc.oneof(
          fc.integer({ min: -5, max: 5 }).filter((c) => c !== 1),
          fc.constant('throw' as const),
        ),
        async (records, running, outcome) => {
          const store = new MemoryOutboxStore(records);
          const before = await store.all();
          const send: SendBatch = () =>
            outcome === 'throw'
              ? Promise.reject(new Error('down'))
              : Promise.resolve({ iMessageCode: outcome });
          const run = flushOutbox(store, send, running);
          if (outcome === 'throw' && prepareBatch(before, running).length > 0)
            await expect(run).rejects.toThrow('down');
          else expect((await run).removed).toBe(0);
          expect(await store.all()).toEqual(before);
        },
      ),
    );
  });

  it('records put during the send survive unless they are exactly what was sent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(recordArb, { maxLength: 10 }),
        fc.array(recordArb, { maxLength: 5 }),
        runningArb,
        async (initial, arriving, running) => {
          const store = new MemoryOutboxStore(initial);
          let sentOriginals: FinishRecord[] = [];
          let putInFlight: FinishRecord[] = [];
          await flushOutbox(
            store,
            async () => {
              sentOriginals = await store.all();
              putInFlight = arriving;
              for (const r of arriving) await store.put(r);
              return { iMessageCode: 1 };
            },
            running,
          );
          const left = await store.all();
          // Every record that is now the latest for its key and was not sent must still be there.
          const latest = dedupeLatest([...initial, ...putInFlight]);
          for (const r of latest) {
            const wasSent =
              r.session !== running &&
              sentOriginals.some((s) => JSON.stringify(s) === JSON.stringify(r));
            if (!wasSent) expect(left).toContainEqual(r);
          }
        },
      ),
    );
  });
});
