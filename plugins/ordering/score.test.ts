import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OrderingContent } from '@web-ed/schemas';
import { registry } from '../registry';
import { validatingRegistry } from '../validating-registry';
import { describeOrdering, orderingNotes } from './buddy';
import { redactOrdering } from './redact';
import { checkOrdering, expectedAnswer, scoreOrdering } from './score';
import { ORDERING_STRINGS } from './strings';

const items = (...texts: string[]) => texts.map((text) => ({ text }));
const PLANETS = ['Mercury', 'Venus', 'Earth', 'Mars'];
const whole: OrderingContent = { prompt: 'From the Sun outwards', items: items(...PLANETS) };
const each: OrderingContent = { ...whole, scoring: 'each' };
const points = (earned: number, total: number) => ({ kind: 'points', earned, total });
const plugin = registry.get(44);

describe('ordering scored as a whole (the default: QTI match_correct)', () => {
  it('gives the point for the written order only', () => {
    expect(scoreOrdering(whole, PLANETS)).toEqual(points(1, 1));
    expect(scoreOrdering(whole, ['Venus', 'Mercury', 'Earth', 'Mars'])).toEqual(points(0, 1));
    expect(scoreOrdering(whole, [...PLANETS].reverse())).toEqual(points(0, 1));
    expect(scoreOrdering({ ...whole, scoring: 'all' }, PLANETS)).toEqual(points(1, 1));
  });

  it('reads texts as the engine list rule does: blanks around ignored, case kept', () => {
    expect(scoreOrdering(whole, [' Mercury', 'Venus ', 'Earth', 'Mars'])).toEqual(points(1, 1));
    expect(scoreOrdering(whole, ['mercury', 'Venus', 'Earth', 'Mars'])).toMatchObject({
      kind: 'invalid',
    });
  });

  it('ignores texts the question does not have', () => {
    expect(scoreOrdering(whole, ['Pluto', ...PLANETS])).toEqual(points(1, 1));
  });
});

describe('ordering scored item by item', () => {
  it('gives one point per item in its place, out of the number of items', () => {
    expect(scoreOrdering(each, PLANETS)).toEqual(points(4, 4));
    expect(scoreOrdering(each, ['Venus', 'Mercury', 'Earth', 'Mars'])).toEqual(points(2, 4));
    expect(scoreOrdering(each, ['Mercury', 'Earth', 'Venus', 'Mars'])).toEqual(points(2, 4));
    expect(scoreOrdering(each, ['Mars', 'Earth', 'Venus', 'Mercury'])).toEqual(points(0, 4));
    // Every item one place late: each is out of place, though the sequence mostly holds.
    expect(scoreOrdering(each, ['Mars', 'Mercury', 'Venus', 'Earth'])).toEqual(points(0, 4));
  });

  it('two items: right or both wrong', () => {
    const two: OrderingContent = { prompt: 'p', items: items('a', 'b'), scoring: 'each' };
    expect(scoreOrdering(two, ['a', 'b'])).toEqual(points(2, 2));
    expect(scoreOrdering(two, ['b', 'a'])).toEqual(points(0, 2));
  });
});

describe('an order that is not an attempt', () => {
  it.each([
    ['nothing', []],
    ['one item', ['Mercury']],
    ['an item missing', ['Mercury', 'Venus', 'Earth']],
    ['an item twice in place of another', ['Mercury', 'Mercury', 'Earth', 'Mars']],
    ['an item twice more', [...PLANETS, 'Mars']],
    ['blanks', ['', ' ', '', '']],
    ['only unknown texts', ['Pluto']],
  ])('%s is invalid, whole or item by item', (_, answer) => {
    expect(scoreOrdering(whole, answer)).toMatchObject({ kind: 'invalid' });
    expect(scoreOrdering(each, answer)).toMatchObject({ kind: 'invalid' });
  });
});

describe('any order of the items', () => {
  const texts = ['a', 'b', 'c', 'd', 'e', 'f'];
  const content: OrderingContent = { prompt: 'p', items: items(...texts) };
  const permutation = fc.shuffledSubarray(texts, { minLength: 6, maxLength: 6 });

  it('item by item earns the items left in their place; as a whole, only the written order', () => {
    fc.assert(
      fc.property(permutation, (answer) => {
        const inPlace = answer.filter((t, i) => t === texts[i]).length;
        expect(scoreOrdering({ ...content, scoring: 'each' }, answer)).toEqual(points(inPlace, 6));
        expect(scoreOrdering(content, answer)).toEqual(points(inPlace === 6 ? 1 : 0, 1));
      }),
    );
  });

  it('anything but each item once is invalid', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...texts), { maxLength: 8 }), (answer) => {
        const complete = answer.length === 6 && new Set(answer).size === 6;
        expect(scoreOrdering(content, answer).kind).toBe(complete ? 'points' : 'invalid');
      }),
    );
  });
});

describe('expectedAnswer', () => {
  it('is the items’ texts in the written order, trimmed, as a copy', () => {
    const expected = expectedAnswer({ prompt: 'p', items: items(' first', 'second ') });
    expect(expected).toEqual(['first', 'second']);
    expect(expectedAnswer(whole)).not.toBe(expectedAnswer(whole));
  });
});

describe('checkOrdering', () => {
  it('accepts sound content', () => {
    expect(checkOrdering(whole)).toEqual([]);
  });

  it('reports an item that reads the same as another, at its second use', () => {
    expect(checkOrdering({ prompt: 'p', items: items('Seed', 'Shoot', ' Seed ') })).toEqual([
      { path: '/items/2/text', message: 'item "Seed" reads the same as item 1' },
    ]);
  });

  it('reports blanks, every problem at once', () => {
    const content: OrderingContent = { prompt: '  ', items: items('a', ' ', 'a') };
    expect(checkOrdering(content).map((i) => i.path)).toEqual([
      '/prompt',
      '/items/1/text',
      '/items/2/text',
    ]);
  });
});

describe('the registered plugin', () => {
  it('is "ordering", and its schema wants 2 to 10 items and a known scoring', () => {
    expect(plugin.manifest.name).toBe('ordering');
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({
        prompt: 'p',
        items: items('a', 'b'),
      }),
    ).toBe(true);
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({ prompt: 'p', items: items('a') }),
    ).toBe(false);
    const eleven = items(...'abcdefghijk'.split(''));
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({ prompt: 'p', items: eleven }),
    ).toBe(false);
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({
        prompt: 'p',
        items: items('a', 'b'),
        scoring: 'some',
      }),
    ).toBe(false);
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({
        prompt: 'p',
        items: [{ text: 'a', id: 'x' }, { text: 'b' }],
      }),
    ).toBe(false);
  });

  it('scores as a whole unless told otherwise', () => {
    const content = { prompt: 'p', items: items('a', 'b') };
    expect(validatingRegistry.contentValidator(plugin.manifest.type)(content)).toBe(true);
    expect(content).toMatchObject({ scoring: 'all' });
  });
});

describe('secret questions and the study buddy', () => {
  const content: OrderingContent = {
    ...each,
    items: [
      { text: 'Mercury', image: 'assets/mercury.webp', image_alt: 'A grey planet' },
      ...items('Venus', 'Earth', 'Mars'),
    ],
    hint: 'Closest first.',
    explanation: 'Mercury is closest.',
  };

  it('a secret question lists its items by text, without the explanation', () => {
    const secret = redactOrdering(content);
    expect(secret).toEqual({
      prompt: content.prompt,
      scoring: 'each',
      hint: 'Closest first.',
      items: [
        items('Earth')[0],
        items('Mars')[0],
        { text: 'Mercury', image: 'assets/mercury.webp', image_alt: 'A grey planet' },
        items('Venus')[0],
      ],
    });
    // The server still scores the secret play's answer against the written order.
    expect(
      scoreOrdering(
        content,
        secret.items.map((i) => i.text),
      ),
    ).toEqual(points(0, 4));
  });

  it('whatever order the items were written in, the secret question is the same', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(PLANETS, { minLength: 4, maxLength: 4 }), (order) => {
        expect(redactOrdering({ ...whole, items: items(...order) })).toEqual(redactOrdering(whole));
      }),
    );
  });

  it('the buddy sees the items as a secret question shows them; the tutor reads the order', () => {
    expect(describeOrdering(content)).toEqual({
      question: 'From the Sun outwards',
      options: ['Earth', 'Mars', 'Mercury', 'Venus'],
    });
    expect(orderingNotes(content)).toEqual({
      hint: 'Closest first.',
      explanation: 'Mercury is closest.',
      answers: ['Mercury → Venus → Earth → Mars'],
    });
    expect(plugin.describe(content)).toEqual(describeOrdering(content));
    expect(plugin.redact?.(content)).toEqual(redactOrdering(content));
  });
});

describe('strings', () => {
  it('count the items in the right place in each language’s plural forms', () => {
    expect(ORDERING_STRINGS.en.rightPlaces(1, 4)).toBe('1 of 4 items is in the right place');
    expect(ORDERING_STRINGS.en.rightPlaces(3, 4)).toBe('3 of 4 items are in the right place');
    expect(ORDERING_STRINGS.hi.rightPlaces(1, 4)).toBe('4 में से 1 चीज़ सही जगह पर है');
    expect(ORDERING_STRINGS.id.rightPlaces(2, 4)).toBe('2 dari 4 item sudah di tempat yang benar');
  });

  it('name the item a button moves and say where it went', () => {
    expect(ORDERING_STRINGS.en.moveUp('Seed')).toBe('Move up: Seed');
    expect(ORDERING_STRINGS.th.moveDown('Seed')).toBe('เลื่อนลง: Seed');
    expect(ORDERING_STRINGS.ms.moved('Seed', 2, 4)).toBe('Seed: kini nombor 2 daripada 4');
  });
});
