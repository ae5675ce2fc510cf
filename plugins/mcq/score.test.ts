import { describe, expect, it } from 'vitest';
import type { McqContent } from '@web-ed/schemas';
import { redactMcq, secretMcq } from './redact';
import { checkMcq, expectedAnswer, scoreMcq } from './score';

const options = [
  { id: 'a', text: 'apple' },
  { id: 'b', text: 'banana' },
  { id: 'c', text: 'cherry' },
  { id: 'd', text: 'date' },
];
const single: McqContent = { prompt: 'Which is red?', options, answers: ['c'] };
const multiple: McqContent = { prompt: 'Which are yellow or brown?', options, answers: ['b', 'd'] };

const points = (earned: number) => ({ kind: 'points', earned, total: 1 });

describe('scoreMcq, single answer', () => {
  it('gives the point for the correct option', () => {
    expect(scoreMcq(single, ['c'])).toEqual(points(1));
  });

  it('gives nothing for a wrong option', () => {
    expect(scoreMcq(single, ['a'])).toEqual(points(0));
  });

  it('is wrong when several options are chosen for a single answer', () => {
    expect(scoreMcq(single, ['a', 'c'])).toEqual(points(0));
  });

  it('is invalid, not wrong, when nothing is chosen', () => {
    expect(scoreMcq(single, [])).toMatchObject({ kind: 'invalid' });
  });

  it('ignores unknown ids', () => {
    expect(scoreMcq(single, ['zzz', 'c'])).toEqual(points(1));
    expect(scoreMcq(single, ['zzz'])).toMatchObject({ kind: 'invalid' });
  });
});

describe('scoreMcq, choose all that apply', () => {
  it('gives the point for exactly the correct set, in any order', () => {
    expect(scoreMcq(multiple, ['b', 'd'])).toEqual(points(1));
    expect(scoreMcq(multiple, ['d', 'b'])).toEqual(points(1));
  });

  it('gives nothing for a wrong set of the right size', () => {
    expect(scoreMcq(multiple, ['a', 'b'])).toEqual(points(0));
  });

  it('gives nothing when more options are chosen than are correct', () => {
    expect(scoreMcq(multiple, ['b', 'c', 'd'])).toEqual(points(0));
  });

  it('is invalid when nothing or too few are chosen', () => {
    expect(scoreMcq(multiple, [])).toMatchObject({ kind: 'invalid' });
    expect(scoreMcq(multiple, ['b'])).toMatchObject({
      kind: 'invalid',
      reason: 'choose 2 options',
    });
  });

  it('does not count unknown ids towards the number chosen', () => {
    expect(scoreMcq(multiple, ['b', 'nope'])).toMatchObject({ kind: 'invalid' });
    expect(scoreMcq(multiple, ['nope', 'b', 'd'])).toEqual(points(1));
  });

  it('cannot pass by repeating one correct id', () => {
    expect(scoreMcq(multiple, ['b', 'b'])).toEqual(points(0));
  });
});

describe('expectedAnswer', () => {
  it('is a copy of the answers', () => {
    const expected = expectedAnswer(multiple);
    expect(expected).toEqual(['b', 'd']);
    expected.push('x');
    expect(multiple.answers).toEqual(['b', 'd']);
  });
});

describe('checkMcq', () => {
  it('accepts sound content', () => {
    expect(checkMcq(single)).toEqual([]);
    expect(checkMcq(multiple)).toEqual([]);
  });

  it('reports an answer that is not an option, with its path', () => {
    expect(checkMcq({ ...single, answers: ['c', 'e'] })).toEqual([
      { path: '/answers/1', message: 'answer "e" is not one of the option ids (a, b, c, d)' },
    ]);
  });

  it('reports a duplicate option id at its second use', () => {
    const content: McqContent = {
      ...single,
      options: [...options, { id: 'b', text: 'blueberry' }],
    };
    expect(checkMcq(content)).toEqual([
      { path: '/options/4/id', message: 'option id "b" is used twice' },
    ]);
  });

  it('reports every problem at once', () => {
    const content: McqContent = {
      prompt: 'x',
      options: [
        { id: 'a', text: '1' },
        { id: 'a', text: '2' },
      ],
      answers: ['z'],
    };
    expect(checkMcq(content).map((i) => i.path)).toEqual(['/options/1/id', '/answers/0']);
  });
});

describe('secret questions', () => {
  it('redacts the answers and the explanation, then plays with as many blanks as answers', () => {
    const secret = redactMcq({ ...multiple, explanation: 'b and d' });
    expect(secret).toEqual({ prompt: multiple.prompt, options });
    const playable = secretMcq(secret, 2);
    expect(playable.answers).toEqual(['', '']);
    // The view learns how many to choose, never which.
    expect(playable.answers.some((a) => options.some((o) => o.id === a))).toBe(false);
  });
});
