/**
 * The analytics event queue (section 3 "Analytics event", section 7 set-event-history): events
 * wait on the device until the server confirms them (`bDone: true`), so nothing is lost offline.
 *
 * - `append` adds an event at the end; an event whose uuid is already queued is ignored.
 * - `takeBatch(max)` reads the oldest events, at most `max` (100 per request, the server's limit),
 *   without removing them.
 * - `remove(uuids)` deletes the confirmed ones (unknown uuids are ignored).
 * - The queue holds at most MAX_QUEUED_EVENTS (5,000: the server's daily quota per student); past
 *   that the oldest events are dropped, so a phone offline for weeks does not fill its storage.
 */
import type { AnalyticsEvent } from '@web-ed/schemas';
import type { WebEdDatabase } from './db';

export const MAX_QUEUED_EVENTS = 5_000;
export const DEFAULT_BATCH_SIZE = 100;

export interface EventQueue {
  append(event: AnalyticsEvent): Promise<void>;
  takeBatch(max?: number): Promise<AnalyticsEvent[]>;
  remove(uuids: readonly string[]): Promise<void>;
  size(): Promise<number>;
}

export class IdbEventQueue implements EventQueue {
  constructor(
    private readonly db: WebEdDatabase,
    private readonly maxEvents: number = MAX_QUEUED_EVENTS,
  ) {}

  async append(event: AnalyticsEvent): Promise<void> {
    const tx = this.db.transaction('events', 'readwrite');
    if ((await tx.store.index('uuid').getKey(event.uuid)) === undefined) {
      let excess = (await tx.store.count()) - this.maxEvents + 1;
      let cursor = excess > 0 ? await tx.store.openCursor() : null;
      while (cursor && excess > 0) {
        await cursor.delete();
        excess--;
        cursor = await cursor.continue();
      }
      await tx.store.add(event);
    }
    await tx.done;
  }

  takeBatch(max: number = DEFAULT_BATCH_SIZE): Promise<AnalyticsEvent[]> {
    return this.db.getAll('events', undefined, Math.max(0, max));
  }

  async remove(uuids: readonly string[]): Promise<void> {
    if (uuids.length === 0) return;
    const tx = this.db.transaction('events', 'readwrite');
    const index = tx.store.index('uuid');
    await Promise.all(
      uuids.map(async (uuid) => {
        const key = await index.getKey(uuid);
        if (key !== undefined) await tx.store.delete(key);
      }),
    );
    await tx.done;
  }

  size(): Promise<number> {
    return this.db.count('events');
  }
}

/** The same queue in memory: when IndexedDB is unavailable, and in tests. */
export class MemoryEventQueue implements EventQueue {
  private events: AnalyticsEvent[] = [];

  constructor(private readonly maxEvents: number = MAX_QUEUED_EVENTS) {}

  append(event: AnalyticsEvent): Promise<void> {
    if (!this.events.some((e) => e.uuid === event.uuid)) {
      this.events.push(structuredClone(event));
      if (this.events.length > this.maxEvents)
        this.events.splice(0, this.events.length - this.maxEvents);
    }
    return Promise.resolve();
  }

  takeBatch(max: number = DEFAULT_BATCH_SIZE): Promise<AnalyticsEvent[]> {
    return Promise.resolve(this.events.slice(0, Math.max(0, max)).map((e) => structuredClone(e)));
  }

  remove(uuids: readonly string[]): Promise<void> {
    const gone = new Set(uuids);
    this.events = this.events.filter((e) => !gone.has(e.uuid));
    return Promise.resolve();
  }

  size(): Promise<number> {
    return Promise.resolve(this.events.length);
  }
}
