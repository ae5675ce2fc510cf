import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinishRecord } from '@web-ed/schemas';
import { startStandInLrs, type StandInLrs } from '../test/lrs-stand-in';
import { statementProblems } from '../test/xapi-statement-rules';
import { BATCH_SIZE, MAX_QUEUED, XapiSender } from './sender';
import { finishStatements, type AcceptedPlay } from './statements';

const BASE = 'https://web-ed.example';
let sessions = 0;

/** An accepted play of `questions` questions, the first `right` of them right. */
function play(questions: number, right = questions, complete = true): AcceptedPlay {
  const start = Date.parse('2026-11-20T08:00:00Z') + sessions * 600_000;
  const ids = Array.from({ length: questions }, (_, i) => `q${i + 1}`);
  const record: FinishRecord = {
    answers: ids.map((id, i) => ({
      question_id: id,
      answer: ['a'],
      expected_answer: ['a'],
      is_correct: i < right,
      is_skipped: false,
      timestamp_show: start + i * 5_000,
      timestamp_answered: start + i * 5_000 + 3_200,
    })),
    app_version: '3.2.0',
    minigame_id: 29,
    difficulty_level: 1,
    timestamp_started: start,
    timestamp_finished: start + questions * 5_000,
    points: right * 10,
    identifier: 'user-1',
    subject_id: 101,
    chapter_id: 1011,
    task_id: 10111,
    is_complete: complete,
    is_complete_chapter: false,
    is_sent: false,
    question_length: questions,
    session: `s${++sessions}`,
    subject_version: 1,
  };
  return {
    userId: 'user-1',
    record,
    complete,
    task: { title: 'Greetings', lang: 'en' },
    score: {
      answers: ids.map((id, i) => ({
        questionId: id,
        score: { kind: 'points', earned: i < right ? 1 : 0, total: 1 },
        isCorrect: i < right,
        expected: ['a'],
      })),
      earned: right,
      total: questions,
      points: right * 10,
      stars: 3,
    },
  };
}

const logged: string[] = [];
const log = {
  warn: (_: object, m: string) => logged.push(m),
  error: (_: object, m: string) => logged.push(m),
};

describe('xAPI statements', () => {
  it('follow the statement rules, with the server verdict, durations and a pseudonymous actor', () => {
    const statements = finishStatements(BASE, play(3, 2));
    expect(statements.flatMap(statementProblems)).toEqual([]);
    expect(statements.map((s) => s.verb.display['en-US'])).toEqual([
      'answered',
      'answered',
      'answered',
      'completed',
    ]);
    expect(statements.map((s) => s.result.success)).toEqual([true, true, false, undefined]);
    expect(statements[0]!.result.duration).toBe('PT3.2S');
    expect(statements[3]!.result).toEqual({
      completion: true,
      score: { raw: 2, min: 0, max: 3, scaled: 0.667 },
      duration: 'PT15S',
    });
    expect(statements[0]!.actor.account.homePage).toBe(BASE);
    expect(statements[0]!.actor.account.name).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(statements)).not.toContain('user-1');
  });

  it('have the same ids when the same record comes again, and new ones for a later finish', () => {
    const p = play(2);
    const again = finishStatements(BASE, p).map((s) => s.id);
    expect(finishStatements(BASE, p).map((s) => s.id)).toEqual(again);
    const later = {
      ...p,
      record: { ...p.record, timestamp_finished: p.record.timestamp_finished + 1 },
    };
    const ids = finishStatements(BASE, later).map((s) => s.id);
    expect(ids.some((id) => again.includes(id))).toBe(false);
    expect(new Set(finishStatements(BASE, later).map((s) => s.context.registration))).toEqual(
      new Set(finishStatements(BASE, p).map((s) => s.context.registration)),
    );
  });

  it('leave out success where the minigame does not judge single answers, and completed for an unfinished play', () => {
    const p = play(2, 2, false);
    p.score.answers[0]!.isCorrect = null;
    const statements = finishStatements(BASE, p);
    expect(statements).toHaveLength(2);
    expect('success' in statements[0]!.result).toBe(false);
  });
});

describe('the xAPI sender, against a stand-in LRS', () => {
  let lrs: StandInLrs;
  beforeAll(async () => {
    lrs = await startStandInLrs('key', 'secret');
  });
  afterAll(() => lrs.close());
  const sender = (options: Partial<ConstructorParameters<typeof XapiSender>[1]> = {}) =>
    new XapiSender(
      { endpoint: lrs.endpoint, username: 'key', password: 'secret' },
      { baseUrl: BASE, log, flushMs: 10_000, firstRetryMs: 20, timeoutMs: 500, ...options },
    );

  it('sends in batches of BATCH_SIZE once enough are queued, without waiting for the timer', async () => {
    const before = lrs.answers.length;
    const size = lrs.statements.size;
    const s = sender();
    s.record(Array.from({ length: 13 }, () => play(4))); // 13 × 5 statements
    await expect
      .poll(() => lrs.statements.size, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(size + BATCH_SIZE);
    await s.flush();
    expect(lrs.statements.size).toBe(size + 65);
    expect(lrs.answers.slice(before).every((status) => status === 200)).toBe(true);
    expect(lrs.answers.length - before).toBe(Math.ceil(65 / BATCH_SIZE));
    expect(s.stats).toMatchObject({ sent: 65, refused: 0, dropped: 0, queued: 0 });
  });

  it('retries after a timeout, a 503 and a 429, and stores each statement once', async () => {
    const size = lrs.statements.size;
    const s = sender();
    lrs.hangNext(1);
    s.record([play(2)]);
    await s.flush(Date.now() + 10_000);
    lrs.failNext(2, 503);
    s.record([play(2)]);
    await s.flush(Date.now() + 10_000);
    lrs.failNext(1, 429);
    s.record([play(2)]);
    await s.flush(Date.now() + 10_000);
    expect(lrs.statements.size).toBe(size + 9);
    expect(s.stats).toMatchObject({ sent: 9, queued: 0 });
  });

  it('sends a refused batch statement by statement: the bad one is dropped, the rest stored', async () => {
    const size = lrs.statements.size;
    const s = sender({ baseUrl: 'not a url' });
    const good = sender();
    s.record([play(2)]);
    await s.flush();
    expect(s.stats).toMatchObject({ sent: 0, refused: 3, queued: 0 });
    expect(lrs.refusals.at(-1)!.join('\n')).toMatch(/must be an IRI/);
    good.record([play(1)]);
    await good.flush();
    expect(lrs.statements.size).toBe(size + 2);
    expect(logged).toContain('xapi: the LRS refused a statement');
  });

  it('keeps at most MAX_QUEUED statements while the LRS is away, dropping the oldest', async () => {
    const s = new XapiSender(
      { endpoint: 'http://127.0.0.1:9/xapi', username: null, password: null },
      { baseUrl: BASE, log, flushMs: 10_000, firstRetryMs: 60_000, timeoutMs: 200 },
    );
    s.record(Array.from({ length: MAX_QUEUED / 5 + 10 }, () => play(4)));
    await s.flush(Date.now() + 1_000);
    expect(s.stats.dropped).toBe(50);
    expect(s.stats.queued).toBe(MAX_QUEUED);
  });

  it('sends what is queued when closed, then takes nothing more', async () => {
    const size = lrs.statements.size;
    const s = sender();
    s.record([play(3)]);
    await s.close();
    expect(lrs.statements.size).toBe(size + 4);
    s.record([play(3)]);
    expect(s.stats.queued).toBe(0);
  });

  it('is refused without the LRS credentials', async () => {
    const s = new XapiSender(
      { endpoint: lrs.endpoint, username: 'key', password: 'wrong' },
      { baseUrl: BASE, log, flushMs: 10_000, firstRetryMs: 10, timeoutMs: 500 },
    );
    s.record([play(1)]);
    await s.flush(Date.now() + 300);
    expect(lrs.answers).toContain(401);
    expect(s.stats.sent).toBe(0);
    expect(s.stats.queued).toBe(2);
  });
});
