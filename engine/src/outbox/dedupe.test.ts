import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { dedupeLatest } from './dedupe';
import { recordKey } from './identity';
import { record, recordArb } from '../testing/finish-records';

describe('dedupeLatest', () => {
  it('keeps the latest finish per (user, session)', () => {
    const old = record({ timestamp_finished: 1, points: 1 });
    const latest = record({ timestamp_finished: 5, points: 5 });
    const mid = record({ timestamp_finished: 3, points: 3 });
    expect(dedupeLatest([old, latest, mid])).toEqual([latest]);
  });

  it('on equal finish times keeps the later one in the input', () => {
    const first = record({ points: 1 });
    const second = record({ points: 2 });
    expect(dedupeLatest([first, second])).toEqual([second]);
  });

  it('keeps different users with the same session apart, and different sessions apart', () => {
    const a = record({ identifier: 'u1', session: 's1' });
    const b = record({ identifier: 'u2', session: 's1' });
    const c = record({ identifier: 'u1', session: 's2' });
    expect(dedupeLatest([a, b, c])).toEqual([a, b, c]);
  });

  it('orders keys by first appearance', () => {
    const a1 = record({ session: 'a', timestamp_finished: 1 });
    const b = record({ session: 'b' });
    const a2 = record({ session: 'a', timestamp_finished: 9 });
    expect(dedupeLatest([a1, b, a2])).toEqual([a2, b]);
  });

  it('is idempotent and keeps exactly one record per key, the one with the latest finish', () => {
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 20 }), (records) => {
        const once = dedupeLatest(records);
        expect(dedupeLatest(once)).toEqual(once);
        const keys = once.map(recordKey);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(new Set(records.map(recordKey)));
        for (const kept of once) {
          const same = records.filter((r) => recordKey(r) === recordKey(kept));
          const latest = Math.max(...same.map((r) => r.timestamp_finished));
          expect(kept.timestamp_finished).toBe(latest);
          // Ties go to the last one written.
          expect(kept).toBe(same.filter((r) => r.timestamp_finished === latest).at(-1));
        }
      }),
    );
  });
});
