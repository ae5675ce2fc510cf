import 'fake-indexeddb/auto';
import { describe, it, expect, afterEach } from 'vitest';
import { openWebEdDb, type WebEdDatabase } from './db';
import { IdbEventQueue, MemoryEventQueue, type EventQueue } from './event-queue';
import { event, freshDbName } from './test-fixtures';

const opened: WebEdDatabase[] = [];

async function openIdb(name = freshDbName(), max?: number) {
  const db = await openWebEdDb(name);
  opened.push(db);
  return { db, name, queue: new IdbEventQueue(db, max) };
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

const kinds: [string, (max?: number) => Promise<EventQueue>][] = [
  ['IdbEventQueue', async (max) => (await openIdb(undefined, max)).queue],
  ['MemoryEventQueue', (max) => Promise.resolve(new MemoryEventQueue(max))],
];

for (const [kind, make] of kinds) {
  describe(kind, () => {
    it('appends in order and takes the oldest batch without removing it', async () => {
      const queue = await make();
      const events = Array.from({ length: 150 }, () => event());
      for (const e of events) await queue.append(e);
      expect(await queue.size()).toBe(150);
      const batch = await queue.takeBatch();
      expect(batch).toHaveLength(100);
      expect(batch).toEqual(events.slice(0, 100));
      expect(await queue.takeBatch(3)).toEqual(events.slice(0, 3));
      expect(await queue.size()).toBe(150);
    });

    it('removes confirmed events by uuid and ignores unknown ones', async () => {
      const queue = await make();
      const [a, b, c] = [event(), event(), event()];
      for (const e of [a, b, c]) await queue.append(e);
      await queue.remove([a.uuid, c.uuid, 'nope']);
      await queue.remove([]);
      expect(await queue.takeBatch()).toEqual([b]);
    });

    it('ignores an event appended twice', async () => {
      const queue = await make();
      const a = event();
      await queue.append(a);
      await queue.append({ ...a, event_name: 'other' });
      expect(await queue.takeBatch()).toEqual([a]);
    });

    it('drops the oldest events beyond the cap', async () => {
      const queue = await make(3);
      const events = Array.from({ length: 5 }, () => event());
      for (const e of events) await queue.append(e);
      expect(await queue.takeBatch()).toEqual(events.slice(2));
    });

    it('an empty queue gives an empty batch', async () => {
      const queue = await make();
      expect(await queue.takeBatch()).toEqual([]);
      expect(await queue.takeBatch(0)).toEqual([]);
    });
  });
}

describe('IdbEventQueue persistence', () => {
  it('survives a reopen, in order, and the outbox store shares the database', async () => {
    const first = await openIdb();
    const events = [event(), event(), event()];
    for (const e of events) await first.queue.append(e);
    await first.queue.remove([events[0]!.uuid]);
    first.db.close();
    const again = await openIdb(first.name);
    expect(await again.queue.takeBatch()).toEqual(events.slice(1));
    await again.queue.append(event({ uuid: 'after-reopen' }));
    expect((await again.queue.takeBatch()).map((e) => e.uuid)).toEqual([
      events[1]!.uuid,
      events[2]!.uuid,
      'after-reopen',
    ]);
    expect(await again.db.count('outbox')).toBe(0);
  });
});
