import { describe, expect, it } from 'vitest';
import type { VocabularyContent } from '@web-ed/schemas';
import { checkVocabulary, expectedAnswer, scoreVocabulary } from './score';

const content: VocabularyContent = {
  cards: [
    {
      word: 'cheerful',
      part_of_speech: 'adjective',
      meaning: 'happy and positive',
      example: 'She is always cheerful.',
    },
    {
      word: 'nervous',
      meaning: 'worried and a little afraid',
      example: 'I was nervous before the test.',
    },
  ],
  items: [
    {
      prompt: "Which word means 'happy and positive'?",
      options: [
        { id: 'a', text: 'nervous' },
        { id: 'b', text: 'cheerful' },
      ],
      answers: ['b'],
    },
    {
      prompt: 'I was so ___ that my hands were shaking.',
      options: [
        { id: 'a', text: 'nervous' },
        { id: 'b', text: 'cheerful' },
        { id: 'c', text: 'bored' },
      ],
      answers: ['a'],
    },
    {
      prompt: 'Which TWO words describe feelings?',
      options: [
        { id: 'a', text: 'cheerful' },
        { id: 'b', text: 'table' },
        { id: 'c', text: 'nervous' },
      ],
      answers: ['a', 'c'],
    },
  ],
};

const points = (earned: number) => ({ kind: 'points', earned, total: 3 });

describe('expectedAnswer', () => {
  it('has one entry per recall item, several answers joined by +', () => {
    expect(expectedAnswer(content)).toEqual(['b', 'a', 'a+c']);
  });
});

describe('scoreVocabulary', () => {
  it('gives partial credit, one point per correct item', () => {
    expect(scoreVocabulary(content, ['b', 'a', 'a+c'])).toEqual(points(3));
    expect(scoreVocabulary(content, ['b', 'c', 'a+c'])).toEqual(points(2));
    expect(scoreVocabulary(content, ['a', 'c', 'a+b'])).toEqual(points(0));
  });

  it('is invalid while an item is unanswered or a choose-all item is short', () => {
    expect(scoreVocabulary(content, [])).toMatchObject({ kind: 'invalid' });
    expect(scoreVocabulary(content, ['b', 'a'])).toMatchObject({
      kind: 'invalid',
      reason: 'question 3 is not answered',
    });
    expect(scoreVocabulary(content, ['', 'a', 'a+c'])).toMatchObject({
      kind: 'invalid',
      reason: 'question 1 is not answered',
    });
    expect(scoreVocabulary(content, ['b', 'a', 'c'])).toMatchObject({
      kind: 'invalid',
      reason: 'question 3: choose 2 options',
    });
  });

  it('ignores unknown ids', () => {
    expect(scoreVocabulary(content, ['x+b', 'a+zz', 'c+a+q'])).toEqual(points(3));
    expect(scoreVocabulary(content, ['x', 'a', 'a+c'])).toMatchObject({ kind: 'invalid' });
  });
});

describe('checkVocabulary', () => {
  it('accepts sound content', () => {
    expect(checkVocabulary(content)).toEqual([]);
  });

  it('reports an answer that is not an option', () => {
    const items = [content.items[0]!, { ...content.items[1]!, answers: ['d'] }];
    expect(checkVocabulary({ ...content, items })).toEqual([
      { path: '/items/1/answers/0', message: 'answer "d" is not one of the option ids (a, b, c)' },
    ]);
  });

  it('reports a duplicate option id', () => {
    const item = {
      ...content.items[0]!,
      options: [...content.items[0]!.options, { id: 'b', text: 'bored' }],
    };
    expect(checkVocabulary({ ...content, items: [item] })).toEqual([
      { path: '/items/0/options/2/id', message: 'option id "b" is used twice' },
    ]);
  });

  it('reports a word that has two cards', () => {
    const cards = [
      ...content.cards,
      { word: 'Cheerful ', meaning: 'glad', example: 'A cheerful song.' },
    ];
    expect(checkVocabulary({ ...content, cards })).toEqual([
      { path: '/cards/2/word', message: 'the word "Cheerful " has two cards' },
    ]);
  });
});
