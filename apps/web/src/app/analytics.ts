/**
 * Analytics events (section 3): queued in IndexedDB (in memory when IndexedDB is unavailable)
 * and sent by the periodic tick; anonymous events carry only the device's pseudo user id.
 */
import { APP_VERSION, PLATFORM } from '@web-ed/engine';
import type { AnalyticsEvent } from '@web-ed/schemas';
import { getPseudoUserId } from '../lib/shell';
import { IdbEventQueue, MemoryEventQueue, openWebEdDb, type EventQueue } from '../lib/storage';

let queuePromise: Promise<EventQueue> | null = null;
export function eventQueue(): Promise<EventQueue> {
  queuePromise ??= openWebEdDb().then(
    (db): EventQueue => new IdbEventQueue(db),
    (): EventQueue => new MemoryEventQueue(),
  );
  return queuePromise;
}

type Lang = AnalyticsEvent['language'];

export function analyticsEvent(
  name: string,
  category: string,
  properties: Record<string, string | number | boolean | null>,
  context: { lang: Lang; nowMs: number; pseudoUserId: number; uuid: string },
): AnalyticsEvent {
  return {
    event_name: name,
    event_category: category,
    event_properties: { ...properties, user_pseudo_id: context.pseudoUserId },
    platform: PLATFORM,
    app_version: APP_VERSION,
    language: context.lang,
    timestamp: Math.floor(context.nowMs / 1000),
    uuid: context.uuid,
  };
}

/** Queues an event; never throws (analytics must not break a screen). */
export async function track(
  name: string,
  category: string,
  properties: Record<string, string | number | boolean | null>,
  lang: Lang,
  nowMs: number,
): Promise<void> {
  try {
    const event = analyticsEvent(name, category, properties, {
      lang,
      nowMs,
      pseudoUserId: getPseudoUserId(localStorage, Math.random),
      uuid: crypto.randomUUID(),
    });
    await (await eventQueue()).append(event);
  } catch {
    // Storage full or blocked: the event is dropped, the screen goes on.
  }
}
