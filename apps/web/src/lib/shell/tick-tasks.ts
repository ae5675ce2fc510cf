/**
 * The four tasks of the periodic tick (section 4), built from the app's stores and API so the
 * tick itself stays generic:
 *
 * - `analytics`: takes up to 100 queued events (the server's limit per request), posts them to
 *   user/set-event-history and removes them once the answer says `bDone: true`; repeats while
 *   batches are full, at most ANALYTICS_BATCHES_PER_TICK times, so a backlog after a day offline
 *   drains over a few ticks without hogging a slow connection.
 * - `outbox`: engine `flushOutbox` on the finish-record store (never the session being played);
 *   when the server confirmed records, `onFinishConfirmed(subjects)` reloads those subjects'
 *   chapters and the missions/beginner quests.
 * - `notifications` and `chat`: the caller's functions (fetch new notifications; refresh the chat
 *   buddy session), since their service paths belong to the screens that show them.
 */
import type { AnalyticsEvent, FinishRecord } from '@web-ed/schemas';
import { flushOutbox, type OutboxStore } from '@web-ed/engine';
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

export function outboxTask(
  store: OutboxStore,
  send: (batch: FinishRecord[]) => Promise<{ iMessageCode: number }>,
  runningSession: () => string | null,
  onFinishConfirmed?: (subjects: number[]) => void,
): TickTask {
  return {
    name: 'outbox',
    run: async () => {
      const result = await flushOutbox(store, send, runningSession());
      if (result.subjects.length > 0) onFinishConfirmed?.(result.subjects);
      return result;
    },
  };
}

export interface TickTaskDeps {
  eventQueue: EventQueue;
  sendEvents: SendEvents;
  outbox: OutboxStore;
  sendFinishRecords: (batch: FinishRecord[]) => Promise<{ iMessageCode: number }>;
  /** The session id of the play in progress, if any (its record is not final). */
  runningSession: () => string | null;
  onFinishConfirmed?: (subjects: number[]) => void;
  fetchNotifications: () => Promise<unknown>;
  refreshChatSession: () => Promise<unknown>;
}

/**
 * The tick's four tasks, e.g.
 *
 *     createTickTasks({
 *       eventQueue, outbox,
 *       sendEvents: (events) => api.setEventHistory(events),
 *       sendFinishRecords: (batch) => api.minigameFinish(batch),
 *       runningSession: () => player.sessionId,
 *       onFinishConfirmed: (subjects) => reloadChaptersAndMissions(subjects),
 *       fetchNotifications, refreshChatSession,
 *     })
 */
export function createTickTasks(deps: TickTaskDeps): TickTask[] {
  return [
    analyticsTask(deps.eventQueue, deps.sendEvents),
    outboxTask(deps.outbox, deps.sendFinishRecords, deps.runningSession, deps.onFinishConfirmed),
    { name: 'notifications', run: deps.fetchNotifications },
    { name: 'chat', run: deps.refreshChatSession },
  ];
}
