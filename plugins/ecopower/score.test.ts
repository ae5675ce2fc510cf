import { describe, expect, it } from 'vitest';
import type { EcopowerCard, EcopowerContent } from '@web-ed/schemas';
import { FUN_NOT_UPLOADED, FUN_UPLOADED, deckAnswer } from './answer';
import { checkEcopower, expectedAnswer, scoreEcopower } from './score';

const options = [
  { id: 'a', text: 'Save first, then spend' },
  { id: 'b', text: 'Spend first, then save' },
  { id: 'c', text: 'Borrow' },
];
const quiz = (id: string, answer: string): EcopowerCard => ({
  quiz: { id, prompt: `Quiz ${id}`, options, answers: [answer] },
});
const theory: EcopowerCard = { theory: { title: 'Why save?', body: 'Because.' } };
const tips: EcopowerCard = { tips: { title: 'Tips', tips: ['Write it down.'] } };
const fun: EcopowerCard = {
  fun_activity: {
    title: 'Make a budget',
    instructions: 'Photograph your budget.',
    accept: ['png', 'jpg'],
  },
};

const deck: EcopowerContent = { cards: [theory, quiz('q1', 'a'), tips, quiz('q2', 'c')] };
const withFun: EcopowerContent = { cards: [...deck.cards, fun] };
const points = (earned: number) => ({ kind: 'points', earned, total: 2 });

describe('scoreEcopower', () => {
  it('gives one point per correct quiz card and ignores the other cards', () => {
    expect(scoreEcopower(deck, ['a', 'c'])).toEqual(points(2));
    expect(scoreEcopower(deck, ['a', 'b'])).toEqual(points(1));
    expect(scoreEcopower(deck, ['b', 'a'])).toEqual(points(0));
  });

  it('is invalid until every quiz card is answered', () => {
    expect(scoreEcopower(deck, [])).toMatchObject({
      kind: 'invalid',
      reason: 'answer all 2 quiz cards',
    });
    expect(scoreEcopower(deck, ['a'])).toMatchObject({ kind: 'invalid' });
    expect(scoreEcopower(deck, ['a', 'zzz'])).toMatchObject({
      kind: 'invalid',
      reason: 'quiz card 2 is not answered',
    });
  });

  it('does not score the fun activity: uploaded or not, the points are the same', () => {
    expect(scoreEcopower(withFun, ['a', 'c', FUN_UPLOADED])).toEqual(points(2));
    expect(scoreEcopower(withFun, ['a', 'c', FUN_NOT_UPLOADED])).toEqual(points(2));
  });

  it('needs the fun activity marker when the deck has one, and only then', () => {
    expect(scoreEcopower(withFun, ['a', 'c'])).toMatchObject({ kind: 'invalid' });
    expect(scoreEcopower(withFun, ['a', 'c', 'a'])).toMatchObject({
      kind: 'invalid',
      reason: 'the fun activity result is missing',
    });
    expect(scoreEcopower(deck, ['a', 'c', FUN_UPLOADED])).toMatchObject({ kind: 'invalid' });
  });

  it('scores what deckAnswer builds', () => {
    expect(scoreEcopower(withFun, deckAnswer(['a', 'b'], true))).toEqual(points(1));
    expect(scoreEcopower(deck, deckAnswer(['a', 'c'], null))).toEqual(points(2));
  });
});

describe('expectedAnswer', () => {
  it('lists the correct option of each quiz card, in deck order', () => {
    expect(expectedAnswer(withFun)).toEqual(['a', 'c']);
  });
});

describe('deckAnswer', () => {
  it('adds the marker only for a deck with a fun activity', () => {
    expect(deckAnswer(['a'], null)).toEqual(['a']);
    expect(deckAnswer(['a'], true)).toEqual(['a', 'fun:uploaded']);
    expect(deckAnswer(['a'], false)).toEqual(['a', 'fun:not-uploaded']);
  });
});

describe('checkEcopower', () => {
  it('accepts sound decks', () => {
    expect(checkEcopower(deck)).toEqual([]);
    expect(checkEcopower(withFun)).toEqual([]);
  });

  it('needs a quiz card', () => {
    expect(checkEcopower({ cards: [theory, tips] })).toEqual([
      {
        path: '/cards',
        message: 'a deck needs at least one quiz card: only quiz cards are scored',
      },
    ]);
  });

  it('allows one fun activity at most', () => {
    expect(checkEcopower({ cards: [quiz('q1', 'a'), fun, fun] })).toEqual([
      { path: '/cards/2/fun_activity', message: 'a deck has at most one fun activity card' },
    ]);
  });

  it('reports duplicate ids and answers that are not options, with their paths', () => {
    const bad: EcopowerCard = {
      quiz: {
        id: 'q1',
        prompt: 'p',
        options: [...options, { id: 'a', text: 'again' }],
        answers: ['x'],
      },
    };
    expect(checkEcopower({ cards: [quiz('q1', 'a'), bad] })).toEqual([
      { path: '/cards/1/quiz/id', message: 'quiz id "q1" is used twice' },
      { path: '/cards/1/quiz/options/3/id', message: 'option id "a" is used twice' },
      {
        path: '/cards/1/quiz/answers/0',
        message: 'answer "x" is not one of the option ids (a, b, c, a)',
      },
    ]);
  });
});
