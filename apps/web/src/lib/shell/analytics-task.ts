/**
 * The periodic tick's analytics task (section 4; app/runtime.ts lists the tick's four): takes up
 * to 100 queued events (the server's limit per request), posts them to user/set-event-history and
 * removes them once the answer says `bDone: true`; repeats while batches are full, at most
 * ANALYTICS_BATCHES_PER_TICK times, so a backlog after a day offline drains over a few ticks
 * without hogging a slow connection.
 */
import type { AnalyticsEvent } from '@web-ed/schemas';
import type { EventQueue } from '../storage/event-queue';
import type { TickTask } from './tick';

export const ANALYTICS_BATCH_SIZE = 100;
export const ANALYTICS_BATCHES_PER_TICK = 5;

export type SendEvents = (events: AnalyticsEvent[]) => Promise<{ bDone?: boolean }>;

/** Sends queued analytics events; resolves with how many were confirmed and removed. */
export async function sendAnalytics(
  queue: EventQueue,
  send: SendEvents,
  batchSize = ANALYTICS_BATCH_SIZE,
  maxBatches = ANALYTICS_BATCHES_PER_TICK,
): Promise<number> {
  let confirmed = 0;
  for (let i = 0; i < maxBatches; i++) {
    const batch = await queue.takeBatch(batchSize);
    if (batch.length === 0) break;
    const answer = await send(batch);
    if (answer.bDone !== true) break;
    await queue.remove(batch.map((e) => e.uuid));
    confirmed += batch.length;
    if (batch.length < batchSize) break;
  }
  return confirmed;
}

export function analyticsTask(queue: EventQueue, send: SendEvents): TickTask {
  return { name: 'analytics', run: () => sendAnalytics(queue, send) };
}
