/** Test-only builders and fast-check arbitraries for finish records. */
import fc from 'fast-check';
import type { FinishAnswer, FinishRecord } from '@web-ed/schemas';

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

export const neverAnswered = (id = 'qn'): FinishAnswer =>
  answer({ question_id: id, answer: [], is_correct: null, timestamp_answered: null });

export function record(overrides: Partial<FinishRecord> = {}): FinishRecord {
  return {
    answers: [answer()],
    app_version: '3.2.0',
    minigame_id: 1,
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

export const answerArb: fc.Arbitrary<FinishAnswer> = fc.record(
  {
    question_id: fc.constantFrom('q1', 'q2', 'q3'),
    answer: fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
    expected_answer: fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
    is_correct: fc.option(fc.boolean(), { nil: null }),
    is_skipped: fc.boolean(),
    forced_correct: fc.boolean(),
    timestamp_answered: fc.option(fc.nat({ max: 10 }), { nil: null }),
    timestamp_show: fc.nat({ max: 10 }),
  },
  {
    requiredKeys: [
      'question_id',
      'answer',
      'expected_answer',
      'is_correct',
      'is_skipped',
      'timestamp_answered',
      'timestamp_show',
    ],
  },
);

/** Few users, sessions and finish times, so duplicates and ties are common. */
export const recordArb: fc.Arbitrary<FinishRecord> = fc
  .record({
    identifier: fc.constantFrom('u1', 'u2'),
    session: fc.constantFrom('s1', 's2', 's3'),
    minigame_id: fc.constantFrom(1, 3, 7),
    timestamp_finished: fc.nat({ max: 4 }),
    is_complete: fc.boolean(),
    is_sent: fc.boolean(),
    subject_id: fc.integer({ min: 1, max: 4 }),
    points: fc.nat({ max: 100 }),
    answers: fc.array(answerArb, { maxLength: 4 }),
  })
  .map((fields) => record(fields));

export const runningArb = fc.constantFrom<string | null>(null, 's1', 's2', 's4');
