import { describe, expect, it } from 'vitest';
import { PluginRegistry, scoreAnswer, scorePlay, type PlayableQuestion } from '@web-ed/engine';
import { validateBrainBattleContent, type BrainBattleContent } from '@web-ed/schemas';
import { brainBattle } from './index';
import { checkBrainBattle, expectedAnswer, scoreBrainBattle } from './score';

const item: BrainBattleContent = {
  prompt: '$7 \\times 8$',
  options: [
    { id: 'a', text: '54' },
    { id: 'b', text: '56' },
    { id: 'c', text: '58' },
    { id: 'd', text: '64' },
  ],
  answers: ['b'],
};

const points = (earned: number) => ({ kind: 'points', earned, total: 1 });

describe('scoreBrainBattle', () => {
  it('gives the point for the tapped answer and none for another option', () => {
    expect(scoreBrainBattle(item, ['b'])).toEqual(points(1));
    expect(scoreBrainBattle(item, ['a'])).toEqual(points(0));
  });

  it('is invalid, not wrong, when no known option was tapped', () => {
    expect(scoreBrainBattle(item, [])).toMatchObject({ kind: 'invalid' });
    expect(scoreBrainBattle(item, ['zzz'])).toMatchObject({ kind: 'invalid' });
  });

  it('compares lists: two taps are not one answer', () => {
    expect(scoreBrainBattle(item, ['b', 'b'])).toEqual(points(0));
    expect(scoreBrainBattle(item, ['a', 'b'])).toEqual(points(0));
  });
});

describe('expectedAnswer', () => {
  it('is a copy of the answer list', () => {
    const expected = expectedAnswer(item);
    expect(expected).toEqual(['b']);
    expected.push('x');
    expect(item.answers).toEqual(['b']);
  });
});

describe('content', () => {
  it('accepts sound content, with or without a forced value for skips', () => {
    expect(validateBrainBattleContent(structuredClone(item))).toBe(true);
    expect(validateBrainBattleContent({ ...item, forced_correct_on_skip: false })).toBe(true);
    expect(checkBrainBattle(item)).toEqual([]);
  });

  it('takes 2 to 4 options and exactly one answer id (one tap answers)', () => {
    expect(validateBrainBattleContent({ ...item, options: item.options.slice(0, 1) })).toBe(false);
    const five = [...item.options, { id: 'e', text: '48' }];
    expect(validateBrainBattleContent({ ...item, options: five })).toBe(false);
    expect(validateBrainBattleContent({ ...item, answers: ['a', 'b'] })).toBe(false);
    expect(validateBrainBattleContent({ ...item, answers: [] })).toBe(false);
  });

  it('reports an answer that is no option, and repeated ids or texts, with their paths', () => {
    const content: BrainBattleContent = {
      prompt: 'big',
      options: [
        { id: 'a', text: 'huge' },
        { id: 'a', text: 'tiny' },
        { id: 'c', text: 'huge ' },
      ],
      answers: ['z'],
    };
    expect(checkBrainBattle(content)).toEqual([
      { path: '/options/1/id', message: 'option id "a" is used twice' },
      { path: '/options/2/text', message: 'option text "huge " is used twice' },
      { path: '/answers/0', message: 'answer "z" is not one of the option ids (a, a, c)' },
    ]);
  });
});

describe('with the engine (not judged per answer)', () => {
  const registry = new PluginRegistry([brainBattle]);
  const ctx = { lang: 'en', subjectId: 107 } as const;
  const q = (id: string, content: BrainBattleContent = item): PlayableQuestion => ({
    id,
    type: 7,
    schemaVersion: 1,
    content,
  });

  it('records no verdict for a tapped answer, right or wrong', () => {
    const right = scoreAnswer(
      q('q1'),
      { questionId: 'q1', answer: ['b'], isSkipped: false },
      registry,
      ctx,
    );
    const wrong = scoreAnswer(
      q('q1'),
      { questionId: 'q1', answer: ['c'], isSkipped: false },
      registry,
      ctx,
    );
    expect(right).toMatchObject({ isCorrect: null, score: points(1), expected: ['b'] });
    expect(wrong).toMatchObject({ isCorrect: null, score: points(0) });
  });

  it('gives a skip its forced value, or no verdict without one', () => {
    const skip = (forcedCorrect?: boolean) =>
      scoreAnswer(
        q('q1'),
        { questionId: 'q1', answer: [], isSkipped: true, forcedCorrect },
        registry,
        ctx,
      );
    expect(skip()).toMatchObject({ isCorrect: null, score: points(0) });
    expect(skip(false)).toMatchObject({ isCorrect: false, score: points(0) });
    expect(skip(true)).toMatchObject({ isCorrect: true, score: points(1) });
  });

  it('earns points for right taps over the whole round, unanswered items counting against it', () => {
    const questions = new Map(['q1', 'q2', 'q3', 'q4'].map((id) => [id, q(id)]));
    const play = scorePlay(
      questions,
      [
        { questionId: 'q1', answer: ['b'], isSkipped: false },
        { questionId: 'q2', answer: ['b'], isSkipped: false },
        { questionId: 'q3', answer: ['a'], isSkipped: false },
      ],
      4,
      registry,
      ctx,
    );
    expect(play).toMatchObject({ earned: 2, total: 4, points: 20, stars: 1 });
  });
});
