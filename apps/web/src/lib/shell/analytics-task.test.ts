import { describe, it, expect, vi } from 'vitest';
import type { AnalyticsEvent } from '@web-ed/schemas';
import { MemoryEventQueue } from '../storage/event-queue';
import { event } from '../storage/test-fixtures';
import { sendAnalytics } from './analytics-task';

async function queueWith(n: number) {
  const queue = new MemoryEventQueue();
  const events = Array.from({ length: n }, () => event());
  for (const e of events) await queue.append(e);
  return { queue, events };
}

describe('sendAnalytics', () => {
  it('sends batches of 100 and removes them when bDone is true', async () => {
    const { queue, events } = await queueWith(250);
    const sent: AnalyticsEvent[][] = [];
    const confirmed = await sendAnalytics(queue, (batch) => {
      sent.push(batch);
      return Promise.resolve({ bDone: true, iMessageCode: 1 });
    });
    expect(sent.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(sent.flat()).toEqual(events);
    expect(confirmed).toBe(250);
    expect(await queue.size()).toBe(0);
  });

  it('keeps the batch when the server does not confirm, and stops', async () => {
    const { queue } = await queueWith(150);
    const send = vi.fn(() => Promise.resolve({ bDone: false }));
    expect(await sendAnalytics(queue, send)).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await queue.size()).toBe(150);
  });

  it('keeps events appended while a batch is in flight', async () => {
    const { queue } = await queueWith(2);
    const late = event();
    await sendAnalytics(queue, async () => {
      await queue.append(late);
      return { bDone: true };
    });
    expect(await queue.takeBatch()).toEqual([late]);
  });

  it('sends nothing for an empty queue and drains at most 5 batches per tick', async () => {
    const empty = vi.fn(() => Promise.resolve({ bDone: true }));
    expect(await sendAnalytics(new MemoryEventQueue(), empty)).toBe(0);
    expect(empty).not.toHaveBeenCalled();
    const { queue } = await queueWith(700);
    expect(await sendAnalytics(queue, () => Promise.resolve({ bDone: true }))).toBe(500);
    expect(await queue.size()).toBe(200);
  });
});
