import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isSpeakingCorrect } from './speaking';
import { normaliseAnswer } from './normalise';
import { SUPPORTED_LANGS, type Lang } from './lang';

const langArb = fc.constantFrom<Lang>(...SUPPORTED_LANGS);

describe('isSpeakingCorrect', () => {
  it('matches digits against spelled numbers', () => {
    expect(isSpeakingCorrect('I have 2 cats', ['i have two cats'], 'en')).toBe(true);
    expect(isSpeakingCorrect('saya punya 2 kucing', ['saya punya dua kucing'], 'id')).toBe(true);
    expect(isSpeakingCorrect('I am 21', ['i am twenty-one'], 'en')).toBe(true);
  });

  it('uses the given language to spell numbers', () => {
    // "2" is "two" only in English.
    expect(isSpeakingCorrect('saya punya 2 kucing', ['saya punya two kucing'], 'id')).toBe(false);
  });

  it('ignores case, edge punctuation, and whitespace including newlines', () => {
    expect(isSpeakingCorrect('  Hello,\n  WORLD! ', ['hello world'], 'en')).toBe(true);
  });

  it('accepts a match with any expected answer', () => {
    expect(isSpeakingCorrect('good night', ['good morning', 'Good night.'], 'en')).toBe(true);
  });

  it('requires the whole answer, not a fuzzy or partial one', () => {
    expect(isSpeakingCorrect('i have two cat', ['i have two cats'], 'en')).toBe(false);
    expect(isSpeakingCorrect('two cats', ['i have two cats'], 'en')).toBe(false);
  });

  it('rejects with no expected answers', () => {
    expect(isSpeakingCorrect('hello', [], 'en')).toBe(false);
  });

  it('never accepts an empty answer, even against a blank expected entry', () => {
    expect(isSpeakingCorrect('', [''], 'en')).toBe(false);
    expect(isSpeakingCorrect(' ?! ', ['', '...'], 'en')).toBe(false);
  });

  it('a non-empty answer always matches itself', () => {
    fc.assert(
      fc.property(fc.string(), langArb, (s, lang) => {
        fc.pre(normaliseAnswer(s, lang) !== '');
        expect(isSpeakingCorrect(s, [s], lang)).toBe(true);
      }),
    );
  });

  it('equals "normalised forms are equal" for a single expected answer', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), langArb, (a, b, lang) => {
        const na = normaliseAnswer(a, lang);
        expect(isSpeakingCorrect(a, [b], lang)).toBe(na !== '' && na === normaliseAnswer(b, lang));
      }),
    );
  });

  it('does not depend on the order of expected answers', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), langArb, (given, expected, lang) => {
        expect(isSpeakingCorrect(given, [...expected].reverse(), lang)).toBe(
          isSpeakingCorrect(given, expected, lang),
        );
      }),
    );
  });
});
