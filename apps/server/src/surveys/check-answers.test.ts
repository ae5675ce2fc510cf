import { describe, expect, it } from 'vitest';
import type { QuestionnaireDoc } from '../db/schema';
import { checkAnswers } from './check-answers';

const t = (en: string) => ({ en, id: en });
const q: QuestionnaireDoc = {
  id: 1,
  title: t('Survey'),
  questions: [
    {
      id: 'goal',
      type: 'single',
      prompt: t('Why?'),
      options: [
        { id: 'a', label: t('A') },
        { id: 'b', label: t('B') },
      ],
    },
    {
      id: 'skills',
      type: 'multiple',
      prompt: t('Which?'),
      options: [
        { id: 'r', label: t('R') },
        { id: 'w', label: t('W') },
      ],
    },
    { id: 'conf', type: 'scale', prompt: t('How?'), min: 1, max: 5 },
    { id: 'note', type: 'text', prompt: t('More?'), required: false, max_length: 10 },
  ],
};
const good = [
  { question_id: 'goal', value: 'a' },
  { question_id: 'skills', value: ['r', 'w'] },
  { question_id: 'conf', value: 3 },
];

describe('checkAnswers', () => {
  it('accepts answers of the right types and drops an empty optional text', () => {
    expect(checkAnswers(q, [...good, { question_id: 'note', value: '  ' }])).toEqual({
      ok: true,
      answers: { goal: 'a', skills: ['r', 'w'], conf: 3 },
    });
    expect(checkAnswers(q, [...good, { question_id: 'note', value: ' hi ' }])).toMatchObject({
      ok: true,
      answers: { note: 'hi' },
    });
  });

  it.each([
    [{ question_id: 'goal', value: ['a'] }, 'goal', 'wrong_type'],
    [{ question_id: 'goal', value: 'z' }, 'goal', 'unknown_option'],
    [{ question_id: 'skills', value: ['r', 'r'] }, 'skills', 'repeated'],
    [{ question_id: 'skills', value: ['x'] }, 'skills', 'unknown_option'],
    [{ question_id: 'skills', value: 'r' }, 'skills', 'wrong_type'],
    [{ question_id: 'conf', value: 6 }, 'conf', 'out_of_range'],
    [{ question_id: 'conf', value: 2.5 }, 'conf', 'wrong_type'],
    [{ question_id: 'conf', value: '3' }, 'conf', 'wrong_type'],
    [{ question_id: 'note', value: 'far too long text' }, 'note', 'too_long'],
    [{ question_id: 'other', value: 'a' }, 'other', 'unknown_question'],
  ])('refuses %j', (answer, id, reason) => {
    const rest = good.filter((g) => g.question_id !== answer.question_id);
    const check = checkAnswers(q, [...rest, answer]);
    expect(check).toEqual({ ok: false, problems: [{ question_id: id, reason }] });
  });

  it('needs every required question', () => {
    expect(checkAnswers(q, [good[0]!])).toEqual({
      ok: false,
      problems: [
        { question_id: 'skills', reason: 'required' },
        { question_id: 'conf', reason: 'required' },
      ],
    });
  });
});
