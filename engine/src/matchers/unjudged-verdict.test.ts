import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { unjudgedVerdict } from './unjudged-verdict';

describe('unjudgedVerdict', () => {
  it('does not judge ordinary answers, even with a forced value', () => {
    expect(unjudgedVerdict({ is_skipped: false })).toBeNull();
    expect(unjudgedVerdict({ is_skipped: false, forced_correct: true })).toBeNull();
    expect(unjudgedVerdict({ is_skipped: false, forced_correct: false })).toBeNull();
  });

  it('returns the forced value for a skipped answer', () => {
    expect(unjudgedVerdict({ is_skipped: true, forced_correct: true })).toBe(true);
    expect(unjudgedVerdict({ is_skipped: true, forced_correct: false })).toBe(false);
  });

  it('does not judge a skipped answer without a forced value', () => {
    expect(unjudgedVerdict({ is_skipped: true })).toBeNull();
    expect(unjudgedVerdict({ is_skipped: true, forced_correct: undefined })).toBeNull();
  });

  it('returns a verdict exactly when skipped and forced', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.boolean(), { nil: undefined }),
        (is_skipped, forced_correct) => {
          const verdict = unjudgedVerdict({ is_skipped, forced_correct });
          expect(verdict).toBe(is_skipped && forced_correct !== undefined ? forced_correct : null);
        },
      ),
    );
  });
});
