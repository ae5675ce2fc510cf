import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MarkWordsContent } from '@web-ed/schemas';
import { registry } from '../registry';
import { validatingRegistry } from '../validating-registry';
import { checkMarkWords, expectedAnswer, scoreMarkWords } from './score';
import { markedIn } from './words';

/** "The cat runs and the dog jumps.": the verbs (positions 4 and 12) are correct. */
const verbs: MarkWordsContent = {
  instruction: 'Mark every verb.',
  segments: [
    { word: 'The' },
    ' ',
    { word: 'cat' },
    ' ',
    { word: 'runs', correct: true },
    ' ',
    { word: 'and' },
    ' ',
    { word: 'the' },
    ' ',
    { word: 'dog' },
    ' ',
    { word: 'jumps', correct: true },
    '.',
  ],
};
const points = (earned: number, total = 2) => ({ kind: 'points', earned, total });

describe('scoreMarkWords (H5P: +1 right mark, −1 wrong mark, floor 0)', () => {
  it('expects the correct words’ positions', () => {
    expect(expectedAnswer(verbs)).toEqual(['4', '12']);
  });

  it('scores right marks minus wrong marks, out of the correct words', () => {
    expect(scoreMarkWords(verbs, ['4', '12'])).toEqual(points(2));
    expect(scoreMarkWords(verbs, ['4'])).toEqual(points(1));
    expect(scoreMarkWords(verbs, ['4', '12', '2'])).toEqual(points(1));
    expect(scoreMarkWords(verbs, ['4', '2'])).toEqual(points(0));
    expect(scoreMarkWords(verbs, ['0', '2', '10'])).toEqual(points(0));
  });

  it('marking every word never earns full marks', () => {
    expect(scoreMarkWords(verbs, ['0', '2', '4', '6', '8', '10', '12'])).toEqual(points(0));
  });

  it('ignores entries that name no word, and counts a repeat once', () => {
    expect(scoreMarkWords(verbs, ['4', '4', '12', '12'])).toEqual(points(2));
    expect(scoreMarkWords(verbs, ['4', '1', '13', '99', '-4', '04', ' 4', 'x'])).toEqual(points(1));
    expect(markedIn(verbs, ['12', '4', '12'])).toEqual(new Set([12, 4]));
  });

  it('nothing marked is not an attempt', () => {
    expect(scoreMarkWords(verbs, [])).toMatchObject({ kind: 'invalid', reason: 'no word marked' });
    expect(scoreMarkWords(verbs, ['1', '3'])).toMatchObject({ kind: 'invalid' });
  });

  it('keeps the limits: too few or too many marks are not an attempt', () => {
    const limited = { ...verbs, min_choices: 2, max_choices: 3 };
    expect(scoreMarkWords(limited, ['4'])).toMatchObject({
      kind: 'invalid',
      reason: 'mark at least 2 words',
    });
    expect(scoreMarkWords(limited, ['0', '2', '4', '12'])).toMatchObject({
      kind: 'invalid',
      reason: 'mark at most 3 words',
    });
    expect(scoreMarkWords(limited, ['0', '4', '12'])).toEqual(points(1));
  });
});

describe('properties', () => {
  const text = fc
    .array(fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), fc.boolean()), {
      minLength: 1,
      maxLength: 12,
    })
    .filter((words) => words.some(([, correct]) => correct))
    .map((words): MarkWordsContent => ({
      segments: words.flatMap(([word, correct], i) => [
        ...(i > 0 ? [' '] : []),
        correct ? { word, correct } : { word },
      ]),
    }));
  const positions = (c: MarkWordsContent) =>
    c.segments.flatMap((s, at) => (typeof s === 'string' ? [] : [at]));

  it('the expected answer earns full marks', () => {
    fc.assert(
      fc.property(text, (c) => {
        const total = expectedAnswer(c).length;
        expect(scoreMarkWords(c, expectedAnswer(c))).toEqual(points(total, total));
      }),
    );
  });

  it('earned is max(0, right − wrong), within 0..total, whatever the order', () => {
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 14 }), (c, picks) => {
        const words = positions(c);
        const marked = [...new Set(picks.map((p) => words[p % words.length]!))];
        const correct = new Set(expectedAnswer(c).map(Number));
        const right = marked.filter((at) => correct.has(at)).length;
        const score = scoreMarkWords(c, marked.reverse().map(String));
        if (marked.length === 0) expect(score).toMatchObject({ kind: 'invalid' });
        else
          expect(score).toEqual(points(Math.max(0, right - (marked.length - right)), correct.size));
      }),
    );
  });

  it('one more wrong mark never raises the score', () => {
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), (c, picks) => {
        const words = positions(c);
        const correct = new Set(expectedAnswer(c).map(Number));
        const wrongWord = words.find((at) => !correct.has(at));
        fc.pre(wrongWord !== undefined);
        const marked = [...new Set(picks.map((p) => words[p % words.length]!))].filter(
          (at) => at !== wrongWord,
        );
        fc.pre(marked.length > 0);
        const before = scoreMarkWords(c, marked.map(String));
        const after = scoreMarkWords(c, [...marked, wrongWord!].map(String));
        if (before.kind !== 'points' || after.kind !== 'points') throw new Error('invalid');
        expect(after.earned).toBeLessThanOrEqual(before.earned);
      }),
    );
  });
});

describe('checkMarkWords', () => {
  it('accepts sound content', () => {
    expect(checkMarkWords(verbs)).toEqual([]);
    expect(checkMarkWords({ ...verbs, min_choices: 1, max_choices: 2 })).toEqual([]);
  });

  it('reports blank words and limits that keep full marks out of reach', () => {
    expect(checkMarkWords({ segments: [{ word: ' ', correct: true }] })).toEqual([
      { path: '/segments/0/word', message: 'the word is blank' },
    ]);
    expect(checkMarkWords({ ...verbs, min_choices: 3, max_choices: 2 })).toEqual([
      { path: '/min_choices', message: 'min_choices 3 is above max_choices 2' },
      {
        path: '/min_choices',
        message: 'min_choices 3 makes the student mark more than the 2 correct words',
      },
    ]);
    expect(checkMarkWords({ ...verbs, max_choices: 1 })).toEqual([
      {
        path: '/max_choices',
        message: 'max_choices 1 leaves some of the 2 correct words unmarkable',
      },
    ]);
  });
});

describe('the plugin', () => {
  const plugin = registry.get(46);

  it('is registered and validates its content', () => {
    expect(plugin.manifest.name).toBe('mark-words');
    expect(validatingRegistry.contentValidator(plugin.manifest.type)(verbs)).toBe(true);
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({
        segments: [{ word: 'no' }, ' correct word'],
      }),
    ).toBe(false);
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({
        segments: [{ word: 'x', correct: true }],
        max_choices: 0,
      }),
    ).toBe(false);
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({
        segments: [{ text: 'x', correct: true }],
      }),
    ).toBe(false);
  });

  it('a secret question keeps its words, not which are correct', () => {
    const out = plugin.redact?.({
      ...verbs,
      max_choices: 2,
      hint: 'Actions.',
      explanation: 'Verbs.',
    });
    expect(JSON.stringify(out)).not.toMatch(/correct|Verbs\./);
    expect(out).toMatchObject({
      instruction: 'Mark every verb.',
      max_choices: 2,
      hint: 'Actions.',
    });
    expect((out as MarkWordsContent).segments[4]).toEqual({ word: 'runs' });
  });

  it('the buddy reads the text; the tutor reads the correct words', () => {
    expect(plugin.describe(verbs)).toEqual({
      question: 'Mark every verb.',
      passage: 'The cat runs and the dog jumps.',
    });
    expect(plugin.tutorNotes(verbs)).toEqual({ answers: ['runs', 'jumps'] });
  });
});
