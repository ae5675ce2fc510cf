/** Test-only builders for analytics events and databases; finish records come from the engine's. */
import type { AnalyticsEvent } from '@web-ed/schemas';

export { answer, record, recordArb } from '@web-ed/engine/testing';

let seq = 0;

export function event(overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent {
  seq++;
  return {
    event_name: 'page_view',
    event_category: 'navigation',
    event_properties: { user_pseudo_id: -42, page: '/home/' },
    platform: 'web-ed',
    app_version: '3.2.0',
    language: 'en',
    timestamp: 1_700_000_000 + seq,
    uuid: `uuid-${seq}`,
    ...overrides,
  };
}

let dbSeq = 0;
/** A fresh database name per test, so tests never share state. */
export const freshDbName = () => `web-ed-test-${++dbSeq}-${Math.random().toString(36).slice(2)}`;
