import { describe, it, expect, vi } from 'vitest';
import { MemoryOutboxStore } from '@web-ed/engine';
import type { AnalyticsEvent } from '@web-ed/schemas';
import { MemoryEventQueue } from '../storage/event-queue';
import { event, record } from '../storage/test-fixtures';
import { startTick } from './tick';
import { createTickTasks, sendAnalytics } from './tick-tasks';

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

describe('createTickTasks', () => {
  it('the four tasks, in a tick: analytics, outbox (not the running session), notifications, chat', async () => {
    const { queue } = await queueWith(3);
    const outbox = new MemoryOutboxStore([
      record({ session: 'done', subject_id: 414 }),
      record({ session: 'live' }),
    ]);
    const sendEvents = vi.fn(() => Promise.resolve({ bDone: true }));
    const sendFinishRecords = vi.fn(() => Promise.resolve({ iMessageCode: 1 }));
    const onFinishConfirmed = vi.fn();
    const fetchNotifications = vi.fn(() => Promise.reject(new TypeError('offline')));
    const refreshChatSession = vi.fn(() => Promise.resolve());
    const tasks = createTickTasks({
      eventQueue: queue,
      sendEvents,
      outbox,
      sendFinishRecords,
      runningSession: () => 'live',
      onFinishConfirmed,
      fetchNotifications,
      refreshChatSession,
    });
    expect(tasks.map((t) => t.name)).toEqual(['analytics', 'outbox', 'notifications', 'chat']);

    const tick = startTick({
      tasks,
      hasUser: () => true,
      setInterval: () => 0,
      clearInterval: () => {},
    });
    expect(await tick.runNow()).toEqual({
      analytics: 'ok',
      outbox: 'ok',
      notifications: 'failed',
      chat: 'ok',
    });
    expect(await queue.size()).toBe(0);
    expect(sendFinishRecords).toHaveBeenCalledWith([record({ session: 'done', subject_id: 414 })]);
    expect(await outbox.all()).toEqual([record({ session: 'live' })]);
    expect(onFinishConfirmed).toHaveBeenCalledWith([414]);
    expect(refreshChatSession).toHaveBeenCalledTimes(1);
  });

  it('no reload callback when nothing was confirmed', async () => {
    const onFinishConfirmed = vi.fn();
    const [, outboxTask] = createTickTasks({
      eventQueue: new MemoryEventQueue(),
      sendEvents: () => Promise.resolve({ bDone: true }),
      outbox: new MemoryOutboxStore([record()]),
      sendFinishRecords: () => Promise.resolve({ iMessageCode: 0 }),
      runningSession: () => null,
      onFinishConfirmed,
      fetchNotifications: () => Promise.resolve(),
      refreshChatSession: () => Promise.resolve(),
    });
    await outboxTask!.run();
    expect(onFinishConfirmed).not.toHaveBeenCalled();
  });
});
