import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isMissionAnswerMatch, MISSION_TOLERANT_MIN_WORDS } from './mission-answer';
import { normaliseAnswer } from './normalise';
import { SUPPORTED_LANGS, type Lang } from './lang';

const wordArb = fc.constantFrom('red', 'cat', 'dog', 'big', 'sun', 'tree', 'blue', 'kucing');
const langArb = fc.constantFrom<Lang>(...SUPPORTED_LANGS);

describe('isMissionAnswerMatch', () => {
  it('pins the tolerance boundary', () => {
    expect(MISSION_TOLERANT_MIN_WORDS).toBe(3);
  });

  it('requires every word when fewer than 3 are expected', () => {
    expect(isMissionAnswerMatch('a red cat', 'red cat', 'en')).toBe(true);
    expect(isMissionAnswerMatch('a red dog', 'red cat', 'en')).toBe(false);
    expect(isMissionAnswerMatch('cat', 'cat', 'en')).toBe(true);
    expect(isMissionAnswerMatch('dog', 'cat', 'en')).toBe(false);
  });

  it('allows one missing word from 3 expected words on', () => {
    expect(isMissionAnswerMatch('the big cat', 'the big red cat', 'en')).toBe(true);
    expect(isMissionAnswerMatch('the cat', 'the big red cat', 'en')).toBe(false);
    expect(isMissionAnswerMatch('big red', 'big red cat', 'en')).toBe(true);
    expect(isMissionAnswerMatch('big', 'big red cat', 'en')).toBe(false);
  });

  it('matches whole words only', () => {
    expect(isMissionAnswerMatch('category', 'cat', 'en')).toBe(false);
    expect(isMissionAnswerMatch('my cats', 'cat', 'en')).toBe(false);
    expect(isMissionAnswerMatch('my cat.', 'cat', 'en')).toBe(true);
  });

  it('compares after number-to-word normalisation', () => {
    expect(isMissionAnswerMatch('I have 2 cats', 'two cats', 'en')).toBe(true);
    expect(isMissionAnswerMatch('saya punya dua kucing', 'punya 2 kucing', 'id')).toBe(true);
    // "21" becomes the two words "twenty one", so the tolerance counts them separately.
    expect(isMissionAnswerMatch('twenty cats', '21 cats', 'en')).toBe(true);
    expect(isMissionAnswerMatch('twenty', '21', 'en')).toBe(false);
  });

  it('ignores word order and extra words', () => {
    expect(isMissionAnswerMatch('cat red, yes really', 'red cat', 'en')).toBe(true);
  });

  it('never matches an empty expected answer', () => {
    expect(isMissionAnswerMatch('anything', '', 'en')).toBe(false);
    expect(isMissionAnswerMatch('', '  ?! ', 'en')).toBe(false);
  });

  it('a non-empty answer always matches itself', () => {
    fc.assert(
      fc.property(fc.string(), langArb, (s, lang) => {
        fc.pre(normaliseAnswer(s, lang) !== '');
        expect(isMissionAnswerMatch(s, s, lang)).toBe(true);
      }),
    );
  });

  it('tolerates dropping exactly one word only from 3+ distinct expected words', () => {
    fc.assert(
      fc.property(fc.uniqueArray(wordArb, { minLength: 1, maxLength: 6 }), fc.nat(), (words, i) => {
        const dropped = words.filter((_, j) => j !== i % words.length);
        const expected = words.join(' ');
        expect(isMissionAnswerMatch(dropped.join(' '), expected, 'en')).toBe(words.length >= 3);
        if (words.length >= 2) {
          const droppedTwo = dropped.filter((_, j) => j !== 0);
          expect(isMissionAnswerMatch(droppedTwo.join(' '), expected, 'en')).toBe(false);
        }
      }),
    );
  });

  it('does not depend on the order of the given words', () => {
    fc.assert(
      fc.property(
        fc.array(wordArb, { maxLength: 6 }),
        fc.array(wordArb, { maxLength: 4 }),
        (given, expected) => {
          const e = expected.join(' ');
          expect(isMissionAnswerMatch([...given].reverse().join(' '), e, 'en')).toBe(
            isMissionAnswerMatch(given.join(' '), e, 'en'),
          );
        },
      ),
    );
  });
});
