import { describe, expect, it } from 'vitest';
import type { ReadingContent } from '@web-ed/schemas';
import { checkReading, expectedAnswer, scoreReading } from './score';

const abcd = (...texts: string[]) => texts.map((text, i) => ({ id: 'abcd'[i]!, text }));

const content: ReadingContent = {
  passage: {
    title: 'Mangroves',
    paragraphs: ['Mangroves grow where rivers meet the sea.', 'Their roots slow waves.'],
  },
  items: [
    {
      prompt: 'Where do mangroves grow?',
      options: abcd('mountains', 'coasts', 'deserts'),
      answers: ['b'],
    },
    {
      prompt: 'Which TWO are true?',
      options: abcd('roots slow waves', 'they need snow', 'fish shelter there'),
      answers: ['c', 'a'],
    },
    {
      prompt: 'The text is mainly about…',
      options: abcd('trees on coasts', 'rivers'),
      answers: ['a'],
    },
  ],
};

const points = (earned: number) => ({ kind: 'points', earned, total: 3 });

describe('expectedAnswer', () => {
  it('has one entry per item, several answers joined by + in option order', () => {
    expect(expectedAnswer(content)).toEqual(['b', 'a+c', 'a']);
  });
});

describe('scoreReading', () => {
  it('gives one point per correct item', () => {
    expect(scoreReading(content, ['b', 'a+c', 'a'])).toEqual(points(3));
    expect(scoreReading(content, ['b', 'a+b', 'a'])).toEqual(points(2));
    expect(scoreReading(content, ['a', 'a+b', 'b'])).toEqual(points(0));
  });

  it('accepts a choose-all entry in any order', () => {
    expect(scoreReading(content, ['b', 'c+a', 'a'])).toEqual(points(3));
  });

  it('is wrong, not invalid, when a choose-all item has too many choices', () => {
    expect(scoreReading(content, ['b', 'a+b+c', 'a'])).toEqual(points(2));
  });

  it('is invalid while any item is unanswered', () => {
    expect(scoreReading(content, [])).toMatchObject({ kind: 'invalid' });
    expect(scoreReading(content, ['b', 'a+c'])).toMatchObject({
      kind: 'invalid',
      reason: 'question 3 is not answered',
    });
    expect(scoreReading(content, ['b', '', 'a'])).toMatchObject({
      kind: 'invalid',
      reason: 'question 2 is not answered',
    });
  });

  it('is invalid while a choose-all item has too few choices', () => {
    expect(scoreReading(content, ['b', 'a', 'a'])).toMatchObject({
      kind: 'invalid',
      reason: 'question 2: choose 2 options',
    });
  });

  it('ignores unknown ids, so they neither answer nor spoil an item', () => {
    expect(scoreReading(content, ['zz+b', 'a+c+nope', 'a'])).toEqual(points(3));
    expect(scoreReading(content, ['zz', 'a+c', 'a'])).toMatchObject({ kind: 'invalid' });
    expect(scoreReading(content, ['b', 'a+zz', 'a'])).toMatchObject({ kind: 'invalid' });
  });

  it('ignores entries beyond the last item', () => {
    expect(scoreReading(content, ['b', 'a+c', 'a', 'd'])).toEqual(points(3));
  });

  it('cannot pass a choose-all item by repeating one correct id', () => {
    expect(scoreReading(content, ['b', 'a+a', 'a'])).toEqual(points(2));
  });
});

describe('checkReading', () => {
  it('accepts sound content', () => {
    expect(checkReading(content)).toEqual([]);
  });

  it('reports an answer that is not an option, with its path', () => {
    const bad: ReadingContent = {
      ...content,
      items: [content.items[0]!, { ...content.items[1]!, answers: ['a', 'e'] }],
    };
    expect(checkReading(bad)).toEqual([
      { path: '/items/1/answers/1', message: 'answer "e" is not one of the option ids (a, b, c)' },
    ]);
  });

  it('reports a duplicate option id at its second use', () => {
    const item = {
      prompt: 'x',
      options: [...abcd('one', 'two'), { id: 'a', text: 'three' }],
      answers: ['b'],
    };
    expect(checkReading({ ...content, items: [content.items[0]!, item] })).toEqual([
      { path: '/items/1/options/2/id', message: 'option id "a" is used twice' },
    ]);
  });

  it('reports an image placed after a paragraph that does not exist', () => {
    const passage = {
      ...content.passage,
      images: [{ path: 'a.webp', alt: 'a mangrove', after_paragraph: 3 }],
    };
    expect(checkReading({ ...content, passage })).toEqual([
      { path: '/passage/images/0/after_paragraph', message: 'the passage has only 2 paragraphs' },
    ]);
    expect(
      checkReading({
        ...content,
        passage: { ...passage, images: [{ path: 'a.webp', alt: 'x', after_paragraph: 2 }] },
      }),
    ).toEqual([]);
  });
});
