import { describe, expect, it } from 'vitest';
import { programStatus, type StudentFacts } from './program-status';

const program = {
  courses: [102, 201],
  questionnaires: [
    { id: 1, is_mandatory: true },
    { id: 2, is_mandatory: false },
  ],
};

const facts = (completed: number[], answered: number[]): StudentFacts => ({
  chaptersBySubject: new Map([
    [102, [1021]],
    [201, [2011, 2012]],
  ]),
  completedChapters: new Set(completed),
  answeredQuestionnaires: new Set(answered),
});

describe('programStatus', () => {
  it('a new student: nothing done, questionnaires available', () => {
    const s = programStatus(program, facts([], []));
    expect(s).toMatchObject({ courses_completed: 0, percent: 0, is_completed: false });
    expect(s.questionnaires.map((q) => q.status)).toEqual(['available', 'available']);
  });

  it('counts chapters and mandatory questionnaires as units', () => {
    const s = programStatus(program, facts([1021, 2011], [1]));
    expect(s.courses.map((c) => c.is_completed)).toEqual([true, false]);
    expect(s.percent).toBe(75);
    expect(s.is_completed).toBe(false);
  });

  it('is complete with every course and the mandatory questionnaire, optional ones aside', () => {
    expect(programStatus(program, facts([1021, 2011, 2012], [1])).is_completed).toBe(true);
    expect(programStatus(program, facts([1021, 2011, 2012], [2])).is_completed).toBe(false);
  });

  it('a course without chapters is never complete', () => {
    const s = programStatus({ courses: [999], questionnaires: [] }, facts([], []));
    expect(s.is_completed).toBe(false);
    expect(s.percent).toBe(0);
  });
});
