import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from './programs-data';
import { answersToSend, isAnswered, missingAnswers } from './survey-answers';

const q = (id: string, required: boolean): SurveyQuestion => ({
  id,
  type: 'text',
  prompt: id,
  required,
});

describe('survey answers', () => {
  it('an answer is there unless undefined, blank text or no choice', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered('  ')).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered('a')).toBe(true);
    expect(isAnswered(['a'])).toBe(true);
    expect(isAnswered(0)).toBe(true);
  });

  it('lists the required questions left, and sends only the answered ones', () => {
    const questions = [q('a', true), q('b', false), q('c', true)];
    expect(missingAnswers(questions, { a: 'x', c: ' ' }).map((x) => x.id)).toEqual(['c']);
    expect(missingAnswers(questions, { a: 'x', c: 3 })).toEqual([]);
    expect(answersToSend({ a: 'x', b: '', c: [], d: 2 })).toEqual({ a: 'x', d: 2 });
  });
});
