import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { outboxKey, recordKey, sameRecord, supersedes } from './identity';
import { answer, record, recordArb } from '../testing/finish-records';

describe('outboxKey', () => {
  it('distinguishes keys that a joined string would confuse', () => {
    expect(outboxKey('a|b', 'c')).not.toBe(outboxKey('a', 'b|c'));
    expect(outboxKey('a_b', 'c')).not.toBe(outboxKey('a', 'b_c'));
  });

  it('depends only on identifier and session', () => {
    expect(recordKey(record({ points: 1 }))).toBe(recordKey(record({ points: 2 })));
    expect(recordKey(record({ session: 's2' }))).not.toBe(recordKey(record()));
    expect(recordKey(record({ identifier: 'u2' }))).not.toBe(recordKey(record()));
  });
});

describe('supersedes', () => {
  it('a later or equal finish wins; an earlier one does not', () => {
    expect(supersedes(record({ timestamp_finished: 3 }), record({ timestamp_finished: 2 }))).toBe(
      true,
    );
    expect(supersedes(record({ timestamp_finished: 2 }), record({ timestamp_finished: 2 }))).toBe(
      true,
    );
    expect(supersedes(record({ timestamp_finished: 1 }), record({ timestamp_finished: 2 }))).toBe(
      false,
    );
  });
});

describe('sameRecord', () => {
  it('compares content, not references', () => {
    expect(sameRecord(record(), record())).toBe(true);
    expect(sameRecord(record(), structuredClone(record()))).toBe(true);
  });

  it('sees differences deep inside answers', () => {
    const a = record({ answers: [answer({ answer: ['x'] })] });
    const b = record({ answers: [answer({ answer: ['y'] })] });
    expect(sameRecord(a, b)).toBe(false);
    expect(sameRecord(record({ answers: [] }), record({ answers: [answer()] }))).toBe(false);
  });

  it('treats an undefined optional property as absent', () => {
    const withUndefined = record({ answers: [{ ...answer(), forced_correct: undefined }] });
    expect(sameRecord(withUndefined, record())).toBe(true);
    expect(sameRecord(record({ answers: [answer({ forced_correct: false })] }), record())).toBe(
      false,
    );
  });

  it('distinguishes null from a value', () => {
    expect(
      sameRecord(
        record({ answers: [answer({ is_correct: null })] }),
        record({ answers: [answer({ is_correct: false })] }),
      ),
    ).toBe(false);
  });

  it('matches JSON equality (records built with a fixed key order) and is symmetric', () => {
    fc.assert(
      fc.property(recordArb, recordArb, (a, b) => {
        expect(sameRecord(a, structuredClone(a))).toBe(true);
        expect(sameRecord(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
        expect(sameRecord(a, b)).toBe(sameRecord(b, a));
      }),
    );
  });
});
