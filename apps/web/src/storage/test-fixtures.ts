/** Test-only builders for finish records and analytics events (not exported from index). */
import fc from 'fast-check';
import type { AnalyticsEvent, FinishAnswer, FinishRecord } from '@web-ed/schemas';

export function answer(overrides: Partial<FinishAnswer> = {}): FinishAnswer {
  return {
    question_id: 'q1',
    answer: ['a'],
    expected_answer: ['a'],
    is_correct: true,
    is_skipped: false,
    timestamp_answered: 1_000,
    timestamp_show: 900,
    ...overrides,
  };
}

export function record(overrides: Partial<FinishRecord> = {}): FinishRecord {
  return {
    answers: [answer()],
    app_version: '3.2.0',
    minigame_id: 29,
    difficulty_level: 1,
    timestamp_started: 500,
    timestamp_finished: 2_000,
    points: 10,
    identifier: 'u1',
    subject_id: 413,
    chapter_id: 1,
    task_id: 1,
    is_complete: true,
    is_complete_chapter: false,
    is_sent: false,
    question_length: 10,
    session: 's1',
    subject_version: 1,
    ...overrides,
  };
}

/** Few users, sessions and finish times, so duplicates and ties are common. */
export const recordArb: fc.Arbitrary<FinishRecord> = fc
  .record({
    identifier: fc.constantFrom('u1', 'u2'),
    session: fc.constantFrom('s1', 's2', 's3'),
    timestamp_finished: fc.nat({ max: 4 }),
    points: fc.nat({ max: 100 }),
  })
  .map((fields) => record(fields));

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
