import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  isListeningCorrect,
  listeningThreshold,
  similarity,
  LISTENING_SIMILARITY,
  STRICT_LISTENING_SIMILARITY,
  SPECIAL_LISTENING_SUBJECTS,
  STRICT_MIN_ALTERNATIVES,
} from './listening';
import { normaliseAnswer } from './normalise';
import { SUPPORTED_LANGS, type Lang } from './lang';

const normal = { lang: 'en' as Lang, subjectId: 1, alternatives: 5 };
const strict = { lang: 'en' as Lang, subjectId: 413, alternatives: 3 };
const langArb = fc.constantFrom<Lang>(...SUPPORTED_LANGS);

describe('listening thresholds', () => {
  it('pins the chosen constants and special subjects', () => {
    expect(LISTENING_SIMILARITY).toBe(0.75);
    expect(STRICT_LISTENING_SIMILARITY).toBe(0.9);
    expect(STRICT_MIN_ALTERNATIVES).toBe(3);
    expect([...SPECIAL_LISTENING_SUBJECTS].sort((a, b) => a - b)).toEqual([340, 413, 414, 415]);
  });

  it('is strict only for a special subject with at least 3 alternatives', () => {
    for (const id of [413, 414, 415, 340]) {
      expect(listeningThreshold(id, 3)).toBe(STRICT_LISTENING_SIMILARITY);
      expect(listeningThreshold(id, 10)).toBe(STRICT_LISTENING_SIMILARITY);
      expect(listeningThreshold(id, 2)).toBe(LISTENING_SIMILARITY);
    }
    expect(listeningThreshold(412, 10)).toBe(LISTENING_SIMILARITY);
  });
});

describe('similarity', () => {
  it('is 1 - distance / longer length', () => {
    expect(similarity('abcd', 'abcd')).toBe(1);
    expect(similarity('abcd', 'abxd')).toBe(0.75);
    expect(similarity('', '')).toBe(1);
    expect(similarity('abc', '')).toBe(0);
  });

  it('is symmetric and within [0, 1]', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const s = similarity(a, b);
        expect(s).toBe(similarity(b, a));
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('isListeningCorrect', () => {
  it('requires an exact match for a single-word expected answer', () => {
    expect(isListeningCorrect('Cats!', ['cats'], normal)).toBe(true);
    expect(isListeningCorrect('cat', ['cats'], normal)).toBe(false);
    expect(isListeningCorrect('elephants', ['elephant'], normal)).toBe(false);
  });

  it('judges "single word" after normalisation', () => {
    // "21" spells to two English words, so it is fuzzy-matched.
    expect(isListeningCorrect('twenty one', ['21'], normal)).toBe(true);
    expect(isListeningCorrect('twenty on', ['21'], normal)).toBe(true);
    // "2" spells to one word, so only exact matches count.
    expect(isListeningCorrect('tw', ['2'], normal)).toBe(false);
  });

  it('fuzzy-matches multi-word answers at >= 0.75 similarity', () => {
    // 8 characters: 2 edits -> 0.75 (pass), 3 edits -> 0.625 (fail).
    expect(isListeningCorrect('ab cd xy', ['ab cd ef'], normal)).toBe(true);
    expect(isListeningCorrect('ab cx xy', ['ab cd ef'], normal)).toBe(false);
    expect(isListeningCorrect('i have two cat', ['I have 2 cats'], normal)).toBe(true);
  });

  it('uses >= 0.9 for special subjects with at least 3 alternatives', () => {
    // 10 characters: 1 edit -> 0.9 (pass), 2 edits -> 0.8 (fail strict, pass normal).
    expect(isListeningCorrect('abcd efghx', ['abcd efghi'], strict)).toBe(true);
    expect(isListeningCorrect('abcd efgxx', ['abcd efghi'], strict)).toBe(false);
    expect(isListeningCorrect('abcd efgxx', ['abcd efghi'], normal)).toBe(true);
    expect(isListeningCorrect('abcd efgxx', ['abcd efghi'], { ...strict, alternatives: 2 })).toBe(
      true,
    );
  });

  it('accepts a match with any expected answer', () => {
    expect(isListeningCorrect('good nigt', ['hello there', 'good night'], normal)).toBe(true);
    expect(isListeningCorrect('bye', ['hello there', 'good night'], normal)).toBe(false);
  });

  it('never accepts an empty answer, and ignores blank expected entries', () => {
    expect(isListeningCorrect('', ['', 'a b'], normal)).toBe(false);
    expect(isListeningCorrect('x', ['', '  '], normal)).toBe(false);
    expect(isListeningCorrect('x', [], normal)).toBe(false);
  });

  it('normalises in the given language', () => {
    expect(
      isListeningCorrect('saya punya 2 kucing', ['saya punya dua kucing'], {
        ...strict,
        lang: 'id',
      }),
    ).toBe(true);
  });

  it('a non-empty answer always matches itself, even strictly', () => {
    fc.assert(
      fc.property(fc.string(), langArb, (s, lang) => {
        fc.pre(normaliseAnswer(s, lang) !== '');
        expect(isListeningCorrect(s, [s], { lang, subjectId: 413, alternatives: 9 })).toBe(true);
      }),
    );
  });

  it('strict acceptance implies normal acceptance', () => {
    // Answers near an expected sentence (a few letters changed), so that the strict matcher
    // accepts a good share of them and the implication is tested, not assumed.
    const word = fc.stringMatching(/^[a-z]{2,7}$/);
    const sentence = fc.array(word, { minLength: 2, maxLength: 6 }).map((w) => w.join(' '));
    const near = fc
      .tuple(
        sentence,
        fc.array(fc.tuple(fc.nat(), fc.constantFrom('x', 'q', 'z')), { maxLength: 3 }),
      )
      .map(([text, edits]) => ({
        text,
        given: edits.reduce((t, [at, c]) => {
          const i = at % t.length;
          return t[i] === ' ' ? t : t.slice(0, i) + c + t.slice(i + 1);
        }, text),
      }));
    let strictlyAccepted = 0;
    let runs = 0;
    fc.assert(
      fc.property(near, fc.array(sentence, { maxLength: 2 }), ({ text, given }, others) => {
        runs += 1;
        const expected = [...others, text];
        if (!isListeningCorrect(given, expected, strict)) return;
        strictlyAccepted += 1;
        expect(isListeningCorrect(given, expected, normal)).toBe(true);
      }),
    );
    expect(strictlyAccepted).toBeGreaterThan(runs / 4);
  });

  it('a single-word expected answer is matched only by its exact normalised form', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[a-z]{1,8}$/), (a, b) => {
        expect(isListeningCorrect(a, [b], normal)).toBe(a === b);
      }),
    );
  });
});
