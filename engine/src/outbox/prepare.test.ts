import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { FinishRecord } from '@web-ed/schemas';
import { isNeverAnswered, prepareBatch, prepareRecord, selectBatch } from './prepare';
import { recordKey } from './identity';
import { answer, neverAnswered, record, recordArb, runningArb } from '../testing/finish-records';

describe('isNeverAnswered', () => {
  it('only when not answered and not skipped', () => {
    expect(isNeverAnswered(answer({ timestamp_answered: null, is_skipped: false }))).toBe(true);
    expect(isNeverAnswered(answer({ timestamp_answered: null, is_skipped: true }))).toBe(false);
    expect(isNeverAnswered(answer({ timestamp_answered: 5, is_skipped: false }))).toBe(false);
    expect(isNeverAnswered(answer({ timestamp_answered: 0, is_skipped: false }))).toBe(false);
  });
});

describe('prepareRecord', () => {
  it('keeps skipped answers with their forced verdict, dropping only never-answered ones', () => {
    const skipped = answer({
      question_id: 'qs',
      is_skipped: true,
      timestamp_answered: null,
      forced_correct: true,
    });
    const r = record({
      minigame_id: 7,
      is_complete: true,
      answers: [answer(), neverAnswered(), skipped],
    });
    expect(prepareRecord(r).answers).toEqual([answer(), skipped]);
  });

  it('other records drop never-answered answers, complete or not, keeping order', () => {
    const a1 = answer({ question_id: 'q1' });
    const skipped = answer({ question_id: 'q2', is_skipped: true, timestamp_answered: null });
    const a3 = answer({ question_id: 'q3' });
    for (const is_complete of [true, false]) {
      const r = record({
        minigame_id: 3,
        is_complete,
        answers: [a1, neverAnswered('qa'), skipped, neverAnswered('qb'), a3],
      });
      expect(prepareRecord(r).answers).toEqual([a1, skipped, a3]);
    }
  });

  it('leaves everything but answers as it was, including is_sent', () => {
    const r = record({ is_sent: true, answers: [neverAnswered()] });
    expect(prepareRecord(r)).toEqual({ ...r, answers: [] });
  });

  it('does not mutate its input', () => {
    const r = record({ answers: [answer(), neverAnswered()] });
    const copy = structuredClone(r);
    prepareRecord(r);
    prepareRecord({ ...r, is_complete: false });
    expect(r).toEqual(copy);
  });
});

describe('prepareBatch', () => {
  it('dedupes per (user, session) keeping the latest finish', () => {
    const old = record({ timestamp_finished: 1, points: 1 });
    const latest = record({ timestamp_finished: 9, points: 9 });
    expect(prepareBatch([latest, old], null)).toEqual([latest]);
  });

  it('does not send the running session, for any user', () => {
    const running = record({ session: 'live' });
    const otherUser = record({ session: 'live', identifier: 'u2' });
    const done = record({ session: 'old' });
    expect(prepareBatch([running, done, otherUser], 'live')).toEqual([done]);
  });

  it('null running session excludes nothing', () => {
    expect(prepareBatch([record()], null)).toHaveLength(1);
  });

  it('excludes the running session even if an older duplicate of it exists', () => {
    const a = record({ session: 'live', timestamp_finished: 0 });
    const b = record({ session: 'live', timestamp_finished: 3 });
    expect(prepareBatch([a, b], 'live')).toEqual([]);
  });

  it('applies answer rules after picking the latest duplicate', () => {
    const older = record({ is_complete: true, timestamp_finished: 1 });
    const newer = record({ is_complete: false, timestamp_finished: 2, answers: [neverAnswered()] });
    expect(prepareBatch([older, newer], null)).toEqual([{ ...newer, answers: [] }]);
  });

  it('selectBatch returns the stored objects the batch was built from', () => {
    const r = record({ answers: [neverAnswered()] });
    const [selected] = selectBatch([r], null);
    expect(selected).toBe(r);
  });
});

const neverSent = (r: FinishRecord) => r.answers.filter(isNeverAnswered).length;

describe('prepareBatch laws', () => {
  it('exactly one record per (user, session), never the running session, latest finish kept', () => {
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 20 }), runningArb, (records, running) => {
        const batch = prepareBatch(records, running);
        const keys = batch.map(recordKey);
        expect(new Set(keys).size).toBe(keys.length);
        const expectedKeys = new Set(records.filter((r) => r.session !== running).map(recordKey));
        expect(new Set(keys)).toEqual(expectedKeys);
        for (const sent of batch) {
          expect(sent.session).not.toBe(running);
          const latest = Math.max(
            ...records
              .filter((r) => recordKey(r) === recordKey(sent))
              .map((r) => r.timestamp_finished),
          );
          expect(sent.timestamp_finished).toBe(latest);
        }
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 20 }), runningArb, (records, running) => {
        const once = prepareBatch(records, running);
        expect(prepareBatch(once, running)).toEqual(once);
      }),
    );
  });

  it('answer rules: nothing never-answered is sent, the rest is kept in order', () => {
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 20 }), runningArb, (records, running) => {
        const batch = prepareBatch(records, running);
        const originals = selectBatch(records, running);
        batch.forEach((sent, i) => {
          const original = originals[i]!;
          expect({ ...sent, answers: null }).toEqual({ ...original, answers: null });
          expect(neverSent(sent)).toBe(0);
          expect(sent.answers).toEqual(original.answers.filter((a) => !isNeverAnswered(a)));
        });
      }),
    );
  });

  it('never mutates its input', () => {
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 10 }), runningArb, (records, running) => {
        const copy = structuredClone(records);
        prepareBatch(records, running);
        expect(records).toEqual(copy);
      }),
    );
  });
});
