import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MatchingContent } from '@web-ed/schemas';
import { registry } from '../registry';
import { validatingRegistry } from '../validating-registry';
import { describeMatching, matchingNotes } from './buddy';
import { rightChoices } from './choices';
import { redactMatching, secretMatching } from './redact';
import { checkMatching, expectedAnswer, scoreMatching } from './score';
import { MATCHING_STRINGS } from './strings';

const homes: MatchingContent = {
  prompt: 'Match each animal with its home.',
  pairs: [
    { left: 'Bee', right: 'Hive' },
    { left: 'Bird', right: 'Nest' },
    { left: 'Rabbit', right: 'Burrow' },
    { left: 'Spider', right: 'Web' },
  ],
  distractors: ['Shell'],
};
const RIGHT = ['Hive', 'Nest', 'Burrow', 'Web'];
const whole: MatchingContent = { ...homes, scoring: 'all' };
const points = (earned: number, total: number) => ({ kind: 'points', earned, total });
const plugin = registry.get(45);

describe('the texts offered for each item', () => {
  it('are the partners and the distractors, sorted by text', () => {
    expect(rightChoices(homes)).toEqual(['Burrow', 'Hive', 'Nest', 'Shell', 'Web']);
  });

  it('hold a partner shared by several items once, numbers in number order, no blanks', () => {
    const content: MatchingContent = {
      prompt: 'p',
      pairs: [
        { left: 'Dog', right: 'Mammal' },
        { left: 'Cat', right: ' Mammal ' },
        { left: 'Legs of a spider', right: '8' },
        { left: 'Legs of an ant', right: '6' },
      ],
      distractors: ['10'],
    };
    expect(rightChoices(content)).toEqual(['6', '8', '10', 'Mammal']);
    expect(rightChoices(secretMatching(redactMatching(content)))).toEqual(rightChoices(content));
  });

  it('come in the same order whatever order the pairs were written in', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(homes.pairs, { minLength: 4, maxLength: 4 }), (pairs) => {
        expect(rightChoices({ ...homes, pairs })).toEqual(rightChoices(homes));
      }),
    );
  });
});

describe('matching scored pair by pair (the default)', () => {
  it('gives one point per item matched with its partner, out of the number of pairs', () => {
    expect(scoreMatching(homes, RIGHT)).toEqual(points(4, 4));
    expect(scoreMatching(homes, ['Nest', 'Hive', 'Burrow', 'Web'])).toEqual(points(2, 4));
    expect(scoreMatching(homes, ['Shell', 'Nest', 'Burrow', 'Web'])).toEqual(points(3, 4));
    expect(scoreMatching(homes, ['Web', 'Burrow', 'Nest', 'Hive'])).toEqual(points(0, 4));
    expect(scoreMatching({ ...homes, scoring: 'each' }, RIGHT)).toEqual(points(4, 4));
  });

  it('one text may be chosen for several items: right for its own, wrong for the others', () => {
    expect(scoreMatching(homes, ['Hive', 'Hive', 'Hive', 'Hive'])).toEqual(points(1, 4));
  });

  it('an item may share its partner with another (several of one kind)', () => {
    const kinds: MatchingContent = {
      prompt: 'p',
      pairs: [
        { left: 'Dog', right: 'Mammal' },
        { left: 'Cat', right: 'Mammal' },
        { left: 'Owl', right: 'Bird' },
      ],
    };
    expect(scoreMatching(kinds, ['Mammal', 'Mammal', 'Bird'])).toEqual(points(3, 3));
    expect(scoreMatching(kinds, ['Mammal', 'Bird', 'Mammal'])).toEqual(points(1, 3));
  });

  it('reads texts as the engine reads a chosen option: blanks around ignored, case kept', () => {
    expect(scoreMatching(homes, [' Hive', 'Nest ', 'Burrow', 'Web'])).toEqual(points(4, 4));
    expect(scoreMatching(homes, ['hive', 'Nest', 'Burrow', 'Web'])).toMatchObject({
      kind: 'invalid',
    });
  });

  it('ignores entries past the last pair', () => {
    expect(scoreMatching(homes, [...RIGHT, 'Shell'])).toEqual(points(4, 4));
  });
});

describe('matching scored as a whole', () => {
  it('gives the point only when every pair is right', () => {
    expect(scoreMatching(whole, RIGHT)).toEqual(points(1, 1));
    expect(scoreMatching(whole, ['Shell', 'Nest', 'Burrow', 'Web'])).toEqual(points(0, 1));
  });
});

describe('an answer that is not an attempt', () => {
  it.each([
    ['nothing', []],
    ['some items unmatched', ['Hive', 'Nest']],
    ['an empty entry', ['Hive', '', 'Burrow', 'Web']],
    ['a text not offered', ['Hive', 'Cave', 'Burrow', 'Web']],
  ])('%s is invalid, pair by pair or whole', (_, answer) => {
    expect(scoreMatching(homes, answer)).toMatchObject({ kind: 'invalid' });
    expect(scoreMatching(whole, answer)).toMatchObject({ kind: 'invalid' });
  });

  it('names the first item left unmatched', () => {
    expect(scoreMatching(homes, ['Hive', '', 'Burrow', 'Web'])).toEqual({
      kind: 'invalid',
      reason: 'item 2 is not matched',
    });
  });
});

describe('any choice for every item', () => {
  it('earns the items matched with their partner; whole, only all of them', () => {
    const offered = rightChoices(homes);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...offered), { minLength: 4, maxLength: 4 }),
        (answer) => {
          const right = answer.filter((text, i) => text === RIGHT[i]).length;
          expect(scoreMatching(homes, answer)).toEqual(points(right, 4));
          expect(scoreMatching(whole, answer)).toEqual(points(right === 4 ? 1 : 0, 1));
        },
      ),
    );
  });
});

describe('expectedAnswer', () => {
  it('is each pair’s partner in pair order, trimmed', () => {
    expect(expectedAnswer(homes)).toEqual(RIGHT);
    expect(expectedAnswer({ prompt: 'p', pairs: [{ left: 'a', right: ' b ' }] })).toEqual(['b']);
  });
});

describe('checkMatching', () => {
  it('accepts sound content, and partners shared by several items', () => {
    expect(checkMatching(homes)).toEqual([]);
    const kinds: MatchingContent = {
      prompt: 'p',
      pairs: [
        { left: 'Dog', right: 'Mammal' },
        { left: 'Cat', right: 'Mammal' },
        { left: 'Owl', right: 'Bird' },
      ],
    };
    expect(checkMatching(kinds)).toEqual([]);
  });

  it('reports an item that reads the same as another, at its second use', () => {
    const content: MatchingContent = {
      ...homes,
      pairs: [...homes.pairs, { left: ' Bee ', right: 'Flower' }],
    };
    expect(checkMatching(content)).toEqual([
      { path: '/pairs/4/left', message: 'item "Bee" reads the same as item 1' },
    ]);
  });

  it('reports a distractor that is a partner, or is listed twice', () => {
    const content: MatchingContent = { ...homes, distractors: ['Shell', 'Nest', ' Shell'] };
    expect(checkMatching(content)).toEqual([
      { path: '/distractors/1', message: '"Nest" is an item\'s partner, so it is no distractor' },
      { path: '/distractors/2', message: 'distractor "Shell" is listed twice' },
    ]);
  });

  it('reports a question with one text to choose from', () => {
    const content: MatchingContent = {
      prompt: 'p',
      pairs: [
        { left: 'Dog', right: 'Mammal' },
        { left: 'Cat', right: 'Mammal' },
      ],
    };
    expect(checkMatching(content)).toEqual([
      { path: '/pairs', message: 'only one right-hand text to choose: nothing to match' },
    ]);
    expect(checkMatching({ ...content, distractors: ['Bird'] })).toEqual([]);
  });

  it('reports blanks, every problem at once', () => {
    const content: MatchingContent = {
      prompt: ' ',
      pairs: [
        { left: ' ', right: 'a' },
        { left: 'b', right: ' ' },
        { left: 'c', right: 'd' },
      ],
      distractors: [' '],
    };
    expect(checkMatching(content).map((i) => i.path)).toEqual([
      '/prompt',
      '/pairs/0/left',
      '/pairs/1/right',
      '/distractors/0',
    ]);
  });
});

describe('the registered plugin', () => {
  it('is "matching", and its schema wants 2 to 8 pairs and up to 4 distractors', () => {
    expect(plugin.manifest.name).toBe('matching');
    const pairs = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ left: `l${i}`, right: `r${i}` }));
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({ prompt: 'p', pairs: pairs(2) }),
    ).toBe(true);
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({ prompt: 'p', pairs: pairs(1) }),
    ).toBe(false);
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({ prompt: 'p', pairs: pairs(9) }),
    ).toBe(false);
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({
        prompt: 'p',
        pairs: pairs(2),
        distractors: ['a', 'b', 'c', 'd', 'e'],
      }),
    ).toBe(false);
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({
        prompt: 'p',
        pairs: [{ left: 'a' }, { left: 'b', right: 'c' }],
      }),
    ).toBe(false);
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({
        prompt: 'p',
        pairs: pairs(2),
        scoring: 'most',
      }),
    ).toBe(false);
  });

  it('scores pair by pair unless told otherwise', () => {
    const content = {
      prompt: 'p',
      pairs: [
        { left: 'a', right: 'b' },
        { left: 'c', right: 'd' },
      ],
    };
    expect(validatingRegistry.contentValidator(plugin.manifest.type)(content)).toBe(true);
    expect(content).toMatchObject({ scoring: 'each' });
  });
});

describe('secret questions and the study buddy', () => {
  const content: MatchingContent = {
    ...homes,
    pairs: [
      { ...homes.pairs[0]!, image: 'assets/bee.svg', image_alt: 'A bee' },
      ...homes.pairs.slice(1),
    ],
    hint: 'Where does each one sleep?',
    explanation: 'Bees live in hives.',
  };

  it('a secret question keeps its items, every text offered among the distractors, no partners', () => {
    const secret = redactMatching(content);
    expect(secret).toEqual({
      prompt: content.prompt,
      hint: content.hint,
      pairs: [
        { left: 'Bee', image: 'assets/bee.svg', image_alt: 'A bee' },
        { left: 'Bird' },
        { left: 'Rabbit' },
        { left: 'Spider' },
      ],
      distractors: ['Burrow', 'Hive', 'Nest', 'Shell', 'Web'],
    });
    expect(JSON.stringify(secret)).not.toMatch(/right|explanation/);
    expect(plugin.redact?.(content)).toEqual(secret);
  });

  it('plays with blanks for partners, offering the same texts; the server scores the answer', () => {
    const playable = secretMatching(redactMatching(content));
    expect(playable.pairs.map((p) => p.right)).toEqual(['', '', '', '']);
    expect(rightChoices(playable)).toEqual(rightChoices(content));
    expect(plugin.secretPlayable?.(redactMatching(content), 4)).toEqual(playable);
    expect(scoreMatching(content, ['Hive', 'Nest', 'Web', 'Burrow'])).toEqual(points(2, 4));
  });

  it('the buddy sees the items and the texts offered; the tutor reads the pairs', () => {
    expect(describeMatching(content)).toEqual({
      question: 'Match each animal with its home.\n\nBee\nBird\nRabbit\nSpider',
      options: ['Burrow', 'Hive', 'Nest', 'Shell', 'Web'],
    });
    expect(plugin.describe(content)).toEqual(describeMatching(content));
    expect(matchingNotes(content)).toEqual({
      hint: 'Where does each one sleep?',
      explanation: 'Bees live in hives.',
      answers: ['Bee → Hive', 'Bird → Nest', 'Rabbit → Burrow', 'Spider → Web'],
    });
  });
});

describe('strings', () => {
  it('count in each language’s plural forms', () => {
    expect(MATCHING_STRINGS.en.leftToMatch(1)).toBe('1 item left to match');
    expect(MATCHING_STRINGS.en.leftToMatch(3)).toBe('3 items left to match');
    expect(MATCHING_STRINGS.en.rightPairs(1, 4)).toBe('1 of 4 pairs is right');
    expect(MATCHING_STRINGS.en.rightPairs(2, 4)).toBe('2 of 4 pairs are right');
    expect(MATCHING_STRINGS.hi.leftToMatch(1)).toBe('1 चीज़ का जोड़ा बाकी है');
    expect(MATCHING_STRINGS.ms.rightPairs(1, 4)).toBe('1 daripada 4 pasangan betul');
  });

  it('name the partner missed', () => {
    expect(MATCHING_STRINGS.en.rightMatch('Hive')).toBe('Right match: Hive');
    expect(MATCHING_STRINGS.th.rightMatch('Hive')).toBe('คู่ที่ถูก: Hive');
  });
});
