import { describe, expect, it } from 'vitest';
import type { ListeningVerdict } from '../services';
import { afterAnswer } from './after-answer';

const local = { correct: false, expected: ['good morning'], explanation: 'A greeting.' };
const content = { text: 'Good morning!' };
const verdict = (v: Partial<ListeningVerdict>): ListeningVerdict => ({
  result: 'incorrect',
  isCorrect: false,
  expected: ['good morning', 'morning'],
  transcript: 'Good morning!',
  explanation: 'A greeting for the morning.',
  ...v,
});

describe('afterAnswer', () => {
  it("shows the device's verdict alone when there is no server result (offline)", () => {
    expect(afterAnswer(local, content, null)).toEqual({
      correct: false,
      expected: ['good morning'],
      transcript: 'Good morning!',
      explanation: 'A greeting.',
      checkedOnline: null,
    });
  });

  it("takes the server's accepted answers, transcript and explanation when it answers", () => {
    expect(afterAnswer(local, content, verdict({}))).toEqual({
      correct: false,
      expected: ['good morning', 'morning'],
      transcript: 'Good morning!',
      explanation: 'A greeting for the morning.',
      checkedOnline: null,
    });
  });

  it('says so when the server judged otherwise, and keeps local text the server lacks', () => {
    const after = afterAnswer(
      local,
      content,
      verdict({ result: 'correct', isCorrect: true, transcript: null, explanation: null }),
    );
    expect(after).toMatchObject({ correct: true, checkedOnline: true });
    expect(after.transcript).toBe('Good morning!');
    expect(after.explanation).toBe('A greeting.');
  });

  it('ignores secret and empty results', () => {
    for (const result of ['secret', 'empty'] as const) {
      expect(
        afterAnswer(local, content, verdict({ result, isCorrect: null, expected: null })),
      ).toEqual(afterAnswer(local, content, null));
    }
  });
});
