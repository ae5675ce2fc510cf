import { describe, expect, it } from 'vitest';
import type { VideoMcqContent, VideoMcqCheckpoint } from '@web-ed/schemas';
import { checkVideoMcq, expectedAnswer, scoreVideoMcq } from './score';

const options = [
  { id: 'a', text: 'heat from the sun' },
  { id: 'b', text: 'the wind' },
  { id: 'c', text: 'the moon' },
];
const checkpoint = (
  id: string,
  at: VideoMcqCheckpoint['at'],
  answer: string,
): VideoMcqCheckpoint => ({
  id,
  at,
  prompt: `Question ${id}`,
  options,
  answers: [answer],
});
const content: VideoMcqContent = {
  video: 'assets/water-cycle.en.webm',
  checkpoints: [
    checkpoint('q1', 10.5, 'a'),
    checkpoint('q2', 17.4, 'b'),
    checkpoint('q3', 'end', 'c'),
  ],
};

const points = (earned: number) => ({ kind: 'points', earned, total: 3 });

describe('scoreVideoMcq', () => {
  it('gives one point per correct checkpoint', () => {
    expect(scoreVideoMcq(content, ['a', 'b', 'c'])).toEqual(points(3));
    expect(scoreVideoMcq(content, ['a', 'a', 'c'])).toEqual(points(2));
    expect(scoreVideoMcq(content, ['b', 'a', 'a'])).toEqual(points(0));
  });

  it('reads answers by position, so the same ids in another order score differently', () => {
    expect(scoreVideoMcq(content, ['c', 'b', 'a'])).toEqual(points(1));
  });

  it('is invalid, not wrong, until every checkpoint is answered', () => {
    expect(scoreVideoMcq(content, [])).toMatchObject({ kind: 'invalid' });
    expect(scoreVideoMcq(content, ['a', 'b'])).toMatchObject({
      kind: 'invalid',
      reason: 'answer all 3 checkpoints',
    });
  });

  it('is invalid when an entry is not an option of its checkpoint', () => {
    expect(scoreVideoMcq(content, ['a', 'zzz', 'c'])).toMatchObject({
      kind: 'invalid',
      reason: 'checkpoint 2 has no option chosen',
    });
    expect(scoreVideoMcq(content, ['a', '', 'c'])).toMatchObject({ kind: 'invalid' });
  });

  it('cannot be inflated by extra entries', () => {
    expect(scoreVideoMcq(content, ['a', 'b', 'c', 'a'])).toMatchObject({ kind: 'invalid' });
  });
});

describe('expectedAnswer', () => {
  it('lists the correct option of each checkpoint, in order', () => {
    expect(expectedAnswer(content)).toEqual(['a', 'b', 'c']);
  });
});

describe('checkVideoMcq', () => {
  it('accepts sound content', () => {
    expect(checkVideoMcq(content)).toEqual([]);
  });

  it('reports checkpoints out of time order', () => {
    const c = { ...content, checkpoints: [checkpoint('q1', 12, 'a'), checkpoint('q2', 8, 'a')] };
    expect(checkVideoMcq(c)).toEqual([
      {
        path: '/checkpoints/1/at',
        message: 'checkpoints must be in time order, with "end" ones last',
      },
    ]);
  });

  it('reports a timed checkpoint after an "end" one', () => {
    const c = { ...content, checkpoints: [checkpoint('q1', 'end', 'a'), checkpoint('q2', 8, 'a')] };
    expect(checkVideoMcq(c).map((i) => i.path)).toEqual(['/checkpoints/1/at']);
  });

  it('allows two checkpoints at the same time and several at the end', () => {
    const c = {
      ...content,
      checkpoints: [
        checkpoint('q1', 8, 'a'),
        checkpoint('q2', 8, 'a'),
        checkpoint('q3', 'end', 'a'),
        checkpoint('q4', 'end', 'a'),
      ],
    };
    expect(checkVideoMcq(c)).toEqual([]);
  });

  it('reports duplicate ids and answers that are not options, with their paths', () => {
    const c: VideoMcqContent = {
      ...content,
      checkpoints: [
        checkpoint('q1', 5, 'a'),
        { ...checkpoint('q1', 9, 'z'), options: [...options, { id: 'a', text: 'again' }] },
      ],
    };
    expect(checkVideoMcq(c)).toEqual([
      { path: '/checkpoints/1/id', message: 'checkpoint id "q1" is used twice' },
      { path: '/checkpoints/1/options/3/id', message: 'option id "a" is used twice' },
      {
        path: '/checkpoints/1/answers/0',
        message: 'answer "z" is not one of the option ids (a, b, c, a)',
      },
    ]);
  });
});
