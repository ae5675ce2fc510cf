import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ScoreContext } from '@web-ed/engine';
import type { FillBlanksBlank, FillBlanksContent } from '@web-ed/schemas';
import { registry } from '../registry';
import { validatingRegistry } from '../validating-registry';
import { checkFillBlanks, expectedAnswer, judgeBlanks, scoreFillBlanks } from './score';

const ctx: ScoreContext = { lang: 'en', subjectId: 9043 };
const score = (content: FillBlanksContent, answer: readonly string[]) =>
  scoreFillBlanks(content, answer, ctx);
const points = (earned: number, total: number) => ({ kind: 'points', earned, total });

const water: FillBlanksContent = {
  segments: [
    'Heat makes water ',
    { answers: ['evaporate', 'evaporates'] },
    '. In the sky the vapour ',
    { answers: ['condenses'] },
    ' into clouds, and it falls as ',
    { answers: ['rain', 'snow', 'hail'] },
    '.',
  ],
};

describe('typed blanks', () => {
  it('expects each blank’s first answer, in text order', () => {
    expect(expectedAnswer(water)).toEqual(['evaporate', 'condenses', 'rain']);
  });

  it('gives one point per right blank, any accepted alternative counting', () => {
    expect(score(water, ['evaporate', 'condenses', 'rain'])).toEqual(points(3, 3));
    expect(score(water, ['evaporates', 'condenses', 'hail'])).toEqual(points(3, 3));
    expect(score(water, ['melts', 'condenses', 'snow'])).toEqual(points(2, 3));
    expect(score(water, ['melts', 'freezes', 'sleet'])).toEqual(points(0, 3));
  });

  it('by default ignores case, spacing, punctuation around words, and spells numbers', () => {
    expect(score(water, ['  EVAPORATE ', 'Condenses.', 'rain!'])).toEqual(points(3, 3));
    const sum: FillBlanksContent = { segments: ['2 + 1 = ', { answers: ['three'] }] };
    expect(score(sum, ['3'])).toEqual(points(1, 1));
    const phrase: FillBlanksContent = { segments: [{ answers: ['water   vapour'] }, ' rises.'] };
    expect(score(phrase, ['Water\nvapour'])).toEqual(points(1, 1));
  });

  it('case-sensitive: capitals and punctuation count, only spacing is forgiven', () => {
    const capital: FillBlanksContent = {
      case_sensitive: true,
      segments: ['The capital of France is ', { answers: ['Paris'] }, '.'],
    };
    expect(score(capital, ['  Paris '])).toEqual(points(1, 1));
    expect(score(capital, ['paris'])).toEqual(points(0, 1));
    expect(score(capital, ['Paris.'])).toEqual(points(0, 1));
    const spaced: FillBlanksContent = {
      case_sensitive: true,
      segments: [{ answers: ['New  York'] }],
    };
    expect(score(spaced, ['New York'])).toEqual(points(1, 1));
  });

  it('a blank’s own rule wins over the question’s', () => {
    const mixed: FillBlanksContent = {
      case_sensitive: true,
      segments: [
        { answers: ['CO'] },
        ' is carbon monoxide; ',
        { answers: ['Co'], case_sensitive: true },
        ' is cobalt; both are ',
        { answers: ['poisonous'], case_sensitive: false },
        '.',
      ],
    };
    expect(score(mixed, ['CO', 'Co', 'POISONOUS'])).toEqual(points(3, 3));
    expect(score(mixed, ['Co', 'CO', 'poisonous'])).toEqual(points(1, 3));
    expect(judgeBlanks(mixed, ['co', 'Co', 'Poisonous'], 'en')).toEqual([false, true, true]);
  });

  it('an empty or missing blank is not an attempt; entries past the last blank are ignored', () => {
    expect(score(water, [])).toMatchObject({ kind: 'invalid', reason: 'blank 1 is empty' });
    expect(score(water, ['evaporate', '   ', 'rain'])).toMatchObject({
      kind: 'invalid',
      reason: 'blank 2 is empty',
    });
    expect(score(water, ['evaporate', 'condenses'])).toMatchObject({
      kind: 'invalid',
      reason: 'blank 3 is empty',
    });
    expect(score(water, ['evaporate', 'condenses', 'rain', 'extra'])).toEqual(points(3, 3));
  });

  it('a typed answer that is only punctuation is an attempt, and wrong', () => {
    expect(score(water, ['?', 'condenses', 'rain'])).toEqual(points(2, 3));
  });
});

describe('inline choice (options)', () => {
  const choice: FillBlanksContent = {
    segments: [
      'Ice ',
      { answers: ['melts'], options: ['melts', 'boils', 'freezes'] },
      ' at 0 °C and water ',
      { answers: ['boils'], options: ['melts', 'boils'] },
      ' at 100 °C.',
    ],
  };

  it('scores the chosen option', () => {
    expect(score(choice, ['melts', 'boils'])).toEqual(points(2, 2));
    expect(score(choice, ['freezes', 'boils'])).toEqual(points(1, 2));
  });

  it('an entry that is not one of the blank’s options is not an attempt', () => {
    expect(score(choice, ['melts', 'evaporates'])).toMatchObject({
      kind: 'invalid',
      reason: 'blank 2: not one of its options',
    });
    expect(score(choice, ['melts', ' boils '])).toEqual(points(2, 2));
  });
});

describe('word bank', () => {
  const bank: FillBlanksContent = {
    bank: ['the', 'cat', 'the', 'dog', 'mat'],
    segments: [
      { answers: ['The'] },
      ' ',
      { answers: ['cat'] },
      ' sat on ',
      { answers: ['the'] },
      ' ',
      { answers: ['mat'] },
      '.',
    ],
  };

  it('scores the placed words, a distractor being wrong', () => {
    expect(score(bank, ['the', 'cat', 'the', 'mat'])).toEqual(points(4, 4));
    expect(score(bank, ['the', 'dog', 'the', 'mat'])).toEqual(points(3, 4));
  });

  it('a word the bank does not hold, or holds fewer times, is not an attempt', () => {
    expect(score(bank, ['the', 'cow', 'the', 'mat'])).toMatchObject({
      kind: 'invalid',
      reason: 'blank 2: not a word left in the bank',
    });
    expect(score(bank, ['the', 'cat', 'mat', 'mat'])).toMatchObject({
      kind: 'invalid',
      reason: 'blank 4: not a word left in the bank',
    });
  });
});

describe('checkFillBlanks', () => {
  it('accepts sound content of every form', () => {
    expect(checkFillBlanks(water)).toEqual([]);
    expect(
      checkFillBlanks({
        bank: ['melts', 'boils', 'rises'],
        segments: ['Ice ', { answers: ['melts'] }, ', water ', { answers: ['boils'] }],
      }),
    ).toEqual([]);
    expect(
      checkFillBlanks({ segments: [{ answers: ['a'], options: ['a', 'b'] }, ' then more'] }),
    ).toEqual([]);
  });

  it('reports answers that can never be matched', () => {
    expect(checkFillBlanks({ segments: [{ answers: ['ok', '  '] }] })).toEqual([
      { path: '/segments/0/answers/1', message: 'the answer is only spaces' },
    ]);
    expect(checkFillBlanks({ segments: ['End with ', { answers: ['?!'] }] })).toEqual([
      {
        path: '/segments/1/answers/0',
        message:
          'the answer has no words once punctuation is removed: set case_sensitive to match it exactly',
      },
    ]);
    expect(
      checkFillBlanks({ segments: ['End with ', { answers: ['?!'], case_sensitive: true }] }),
    ).toEqual([]);
  });

  it('reports options without the first answer, or accepting a wrong option', () => {
    expect(
      checkFillBlanks({ segments: [{ answers: ['Paris', 'paris'], options: ['Rome', 'Oslo'] }] }),
    ).toEqual([
      { path: '/segments/0/options', message: 'the options do not hold the first answer "Paris"' },
    ]);
    expect(checkFillBlanks({ segments: [{ answers: ['-5'], options: ['-5', '5', '6'] }] })).toEqual(
      [
        {
          path: '/segments/0/options/1',
          message: 'option "5" is not an answer but would be accepted as one (set case_sensitive?)',
        },
      ],
    );
    expect(
      checkFillBlanks({
        case_sensitive: true,
        segments: [{ answers: ['-5'], options: ['-5', '5', '6'] }],
      }),
    ).toEqual([]);
  });

  it('reports options in a bank question, and first answers the bank lacks', () => {
    expect(
      checkFillBlanks({
        bank: ['a', 'b'],
        segments: [{ answers: ['a'], options: ['a', 'b'] }, ' and ', { answers: ['c'] }],
      }),
    ).toEqual([
      {
        path: '/segments/0/options',
        message: 'a blank of a word-bank question is filled from the bank, not from options',
      },
      { path: '/bank', message: 'the bank has no "c" left for blank 2 (its first answer)' },
    ]);
    expect(
      checkFillBlanks({
        bank: ['the', 'cat'],
        segments: [{ answers: ['the'] }, { answers: ['the'] }],
      }),
    ).toEqual([
      { path: '/bank', message: 'the bank has no "the" left for blank 2 (its first answer)' },
    ]);
  });
});

describe('properties', () => {
  const word = fc.stringMatching(/^[a-z]{1,8}$/);
  const blank = fc.record(
    {
      answers: fc.uniqueArray(word, { minLength: 1, maxLength: 3 }),
      case_sensitive: fc.boolean(),
    },
    { requiredKeys: ['answers'] },
  );
  const content = fc
    .array(fc.tuple(fc.stringMatching(/^[a-z ]{1,10}$/), blank), { minLength: 1, maxLength: 6 })
    .map((parts): FillBlanksContent => ({ segments: parts.flat() }));
  const blanksIn = (c: FillBlanksContent) =>
    c.segments.filter((s): s is FillBlanksBlank => typeof s !== 'string');

  it('any accepted answer in every blank earns full marks, whatever the padding', () => {
    fc.assert(
      fc.property(content, fc.nat(), fc.constantFrom('', ' ', '  ', '\t'), (c, pick, pad) => {
        const blanks = blanksIn(c);
        const answer = blanks.map((b) => pad + b.answers[pick % b.answers.length]! + pad);
        expect(score(c, answer)).toEqual(points(blanks.length, blanks.length));
        expect(score(c, expectedAnswer(c))).toEqual(points(blanks.length, blanks.length));
      }),
    );
  });

  it('earned counts exactly the blanks holding one of their answers, out of every blank', () => {
    fc.assert(
      fc.property(content, fc.array(word, { maxLength: 6 }), (c, typed) => {
        const blanks = blanksIn(c);
        const answer = blanks.map((b, i) => typed[i] ?? b.answers[0]!);
        const right = blanks.filter((b, i) => b.answers.includes(answer[i]!)).length;
        expect(score(c, answer)).toEqual(points(right, blanks.length));
      }),
    );
  });

  it('capitals never matter unless the blank says so', () => {
    fc.assert(
      fc.property(content, (c) => {
        const blanks = blanksIn(c);
        const shouted = blanks.map((b) => b.answers[0]!.toUpperCase());
        const right = blanks.filter((b) => !b.case_sensitive).length;
        expect(score(c, shouted)).toEqual(points(right, blanks.length));
      }),
    );
  });

  it('an empty blank anywhere makes the answer no attempt', () => {
    fc.assert(
      fc.property(content, fc.nat(), fc.constantFrom('', ' ', '\n'), (c, at, empty) => {
        const answer = expectedAnswer(c);
        answer[at % answer.length] = empty;
        expect(score(c, answer)).toMatchObject({ kind: 'invalid' });
      }),
    );
  });

  it('scores are always within 0..total, never throwing on any strings', () => {
    fc.assert(
      fc.property(content, fc.array(fc.string(), { maxLength: 8 }), (c, answer) => {
        const s = score(c, answer);
        if (s.kind === 'points') {
          expect(s.total).toBe(blanksIn(c).length);
          expect(s.earned).toBeGreaterThanOrEqual(0);
          expect(s.earned).toBeLessThanOrEqual(s.total);
        }
      }),
    );
  });
});

describe('the plugin', () => {
  const plugin = registry.get(43);

  it('is registered and validates its content', () => {
    expect(plugin.manifest.name).toBe('fill-blanks');
    expect(validatingRegistry.contentValidator(plugin.manifest.type)(water)).toBe(true);
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({ segments: ['no blank here'] }),
    ).toBe(false);
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({
        segments: ['x ', { answers: [] }],
      }),
    ).toBe(false);
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({
        segments: ['x ', { answers: ['a'], extra: 1 }],
      }),
    ).toBe(false);
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({
        segments: [{ answers: ['a'], options: ['a'] }],
      }),
    ).toBe(false);
  });

  it('a secret question keeps its text, options and bank (in alphabetical order), not its answers', () => {
    const secret = {
      instruction: 'Complete the sentence.',
      bank: ['rises', 'cools', 'falls'],
      segments: ['Warm air ', { answers: ['rises'] }, ', then ', { answers: ['cools'] }, '.'],
      hint: 'Think of a hot-air balloon.',
      explanation: 'Warm air is less dense.',
    };
    const out = plugin.redact?.(secret);
    expect(out).toEqual({
      instruction: 'Complete the sentence.',
      bank: ['cools', 'falls', 'rises'],
      segments: ['Warm air ', {}, ', then ', {}, '.'],
      hint: 'Think of a hot-air balloon.',
    });
    const choice = { segments: [{ answers: ['a'], options: ['b', 'a'] }, ' x'] };
    expect(plugin.redact?.(choice)).toEqual({ segments: [{ options: ['b', 'a'] }, ' x'] });
  });

  it('the buddy sees the text with its gaps and the bank; the tutor reads every answer', () => {
    expect(plugin.describe({ ...water, bank: ['rain', 'condenses', 'evaporate'] })).toEqual({
      passage:
        'Heat makes water ____. In the sky the vapour ____ into clouds, and it falls as ____.',
      options: ['condenses', 'evaporate', 'rain'],
    });
    expect(
      plugin.describe({
        instruction: 'Pick.',
        segments: [{ answers: ['a'], options: ['a', 'b'] }],
      }),
    ).toEqual({ question: 'Pick.', passage: '[a / b]' });
    expect(plugin.tutorNotes({ ...water, hint: 'Think.' })).toEqual({
      hint: 'Think.',
      answers: ['1: evaporate / evaporates', '2: condenses', '3: rain / snow / hail'],
    });
  });
});
