import { describe, expect, it } from 'vitest';
import type { MathAnswerContent } from '@web-ed/schemas';
import { checkMathAnswer, scoreMathAnswer } from './score';

const half: MathAnswerContent = {
  prompt: '$\\frac{1}{4} + \\frac{1}{4}$',
  kind: 'numeric',
  answers: ['1/2'],
};
const expand: MathAnswerContent = {
  prompt: 'Expand $2(x+3)$',
  kind: 'expression',
  answers: ['2x+6'],
};
const points = (earned: number) => ({ kind: 'points', earned, total: 1 });

describe('scoreMathAnswer', () => {
  it.each(['0.5', '1/2', '½', '5e-1', '0,5', ' 2/4 '])('accepts %s for 1/2', (a) => {
    expect(scoreMathAnswer(half, [a])).toEqual(points(1));
  });
  it('refuses another value and calls an empty answer invalid', () => {
    expect(scoreMathAnswer(half, ['0.25'])).toEqual(points(0));
    expect(scoreMathAnswer(half, ['  '])).toMatchObject({ kind: 'invalid' });
    expect(scoreMathAnswer(half, [])).toMatchObject({ kind: 'invalid' });
  });
  it('accepts an equivalent expression', () => {
    expect(scoreMathAnswer(expand, ['6 + 2x'])).toEqual(points(1));
    expect(scoreMathAnswer(expand, ['2(x+3)'])).toEqual(points(1));
    expect(scoreMathAnswer(expand, ['2x+3'])).toEqual(points(0));
  });
});

describe('checkMathAnswer', () => {
  it('flags an accepted answer that does not read as its kind', () => {
    expect(checkMathAnswer({ ...half, answers: ['1/2', 'half'] })).toEqual([
      { path: '/answers/1', message: '"half" is not a number' },
    ]);
    expect(checkMathAnswer(expand)).toEqual([]);
  });
});
