import { describe, it, expect } from 'vitest';
import {
  resolveCoursePreference,
  shouldStorePreferredCourse,
  startCourse,
  surveyGate,
  type LearningProgram,
  type StartCourseInput,
} from './start-course';

const english = {
  subject_id: 413,
  domain: 'internal',
  chapter_list: 'other',
  categories: ['English'],
};
const science = {
  subject_id: 20,
  domain: 'internal',
  chapter_list: 'other',
  categories: ['science'],
};
const eco = {
  subject_id: 30,
  domain: 'internal',
  chapter_list: 'ecopower',
  categories: ['finance'],
};
const extMath = { subject_id: 40, domain: 'external', chapter_list: 'math', categories: ['math'] };
const extPlay = { subject_id: 41, domain: 'external', chapter_list: 'other', categories: ['art'] };

const input = (over: Partial<StartCourseInput> = {}): StartCourseInput => ({
  course: science,
  chapter: { id: 7, closest_review_time: 0, is_cerebry: false },
  progressed: false,
  streak: false,
  diagnostic: { status: 2, popupEnabled: false },
  ...over,
});

describe('startCourse', () => {
  it('streak page first, when progressed and on a streak', () => {
    expect(startCourse(input({ progressed: true, streak: true, course: english }))).toEqual({
      kind: 'route',
      to: '/streak/',
      setEcopowerRefresh: false,
    });
    expect(startCourse(input({ progressed: true, streak: false })).kind).toBe('route');
    expect(startCourse(input({ progressed: true, streak: false }))).not.toMatchObject({
      to: '/streak/',
    });
    expect(startCourse(input({ progressed: false, streak: true }))).not.toMatchObject({
      to: '/streak/',
    });
  });

  it('diagnostic popup for an English course whose skill check is not started', () => {
    const notStarted = { status: 0 as const, popupEnabled: true };
    expect(startCourse(input({ course: english, diagnostic: notStarted }))).toEqual({
      kind: 'diagnostic-popup',
      skillCheckRoute: '/skill-check/',
    });
    // Not for other courses, nor once started or postponed.
    expect(startCourse(input({ course: science, diagnostic: notStarted })).kind).toBe('route');
    expect(
      startCourse(input({ course: english, diagnostic: { status: 1, popupEnabled: true } })).kind,
    ).toBe('route');
    expect(
      startCourse(input({ course: english, diagnostic: { status: 0, popupEnabled: false } })).kind,
    ).toBe('route');
  });

  it('review time when the chapter has a review scheduled', () => {
    expect(
      startCourse(
        input({ chapter: { id: 7, closest_review_time: 1_700_000_000_000, is_cerebry: false } }),
      ),
    ).toEqual({
      kind: 'route',
      to: '/courses/review-time/?sid=20&cid=7&closest_review_time=1700000000000',
      setEcopowerRefresh: false,
    });
    expect(
      startCourse(
        input({ course: extMath, chapter: { id: 3, closest_review_time: 5, is_cerebry: true } }),
      ),
    ).toMatchObject({
      to: '/courses/review-time/?sid=40&cid=3&closest_review_time=5&is_cerebry=true',
    });
  });

  it('ecopower task list, setting the refresh flag', () => {
    expect(
      startCourse(
        input({ course: eco, chapter: { id: 9, closest_review_time: 0, is_cerebry: false } }),
      ),
    ).toEqual({
      kind: 'route',
      to: '/ecopower/task-list/30/9/',
      setEcopowerRefresh: true,
    });
  });

  it('external courses go to the math or play task list', () => {
    expect(
      startCourse(
        input({ course: extMath, chapter: { id: 3, closest_review_time: 0, is_cerebry: false } }),
      ),
    ).toMatchObject({
      to: '/math/task-list/?cid=40&chapter_id=3',
      setEcopowerRefresh: false,
    });
    expect(
      startCourse(
        input({ course: extPlay, chapter: { id: 4, closest_review_time: 0, is_cerebry: false } }),
      ),
    ).toMatchObject({
      to: '/play/task-list/?cid=41&chapter_id=4',
    });
  });

  it('otherwise learn, with source and cerebry flag', () => {
    expect(startCourse(input())).toEqual({
      kind: 'route',
      to: '/learn/?sid=20&cid=7',
      setEcopowerRefresh: false,
    });
    expect(
      startCourse(
        input({ source: 'mission', chapter: { id: 7, closest_review_time: 0, is_cerebry: true } }),
      ),
    ).toMatchObject({ to: '/learn/?sid=20&cid=7&source=mission&is_cerebry=true' });
  });

  it('no chapter to play opens the course page', () => {
    expect(startCourse(input({ chapter: null }))).toMatchObject({ to: '/courses/?sid=20' });
  });
});

describe('resolveCoursePreference', () => {
  const courses = [
    { subject_id: 5, dictionary: { ID: 'id', MY: 'ms', SG: 'ms' } },
    { subject_id: 9, dictionary: {} },
  ];

  it('-1 or nothing means no course', () => {
    expect(resolveCoursePreference(-1, courses)).toBeNull();
    expect(resolveCoursePreference(null, courses)).toBeNull();
    expect(resolveCoursePreference(undefined, courses)).toBeNull();
    expect(resolveCoursePreference(77, courses)).toBeNull();
  });

  it('finds the index, languages and countries from the dictionary', () => {
    expect(resolveCoursePreference(5, courses)).toEqual({
      index: 0,
      course: courses[0],
      languages: ['id', 'ms'],
      countries: ['ID', 'MY', 'SG'],
    });
    expect(resolveCoursePreference(9, courses)).toEqual({
      index: 1,
      course: courses[1],
      languages: [],
      countries: [],
    });
  });
});

describe('surveyGate', () => {
  const programs: LearningProgram[] = [
    {
      id: 1,
      name: 'Eco Heroes',
      courses: [{ subject_id: 30 }],
      questionnaires: [
        { id: 10, is_mandatory: false, status: 'available' },
        { id: 11, is_mandatory: true, status: 'completed' },
        { id: 12, is_mandatory: true, status: 'available' },
      ],
    },
    {
      id: 2,
      name: 'Math',
      courses: [{ subject_id: 40 }],
      questionnaires: [{ id: 20, is_mandatory: true, status: 'available' }],
    },
    {
      id: 3,
      name: 'Done',
      courses: [{ subject_id: 41 }],
      questionnaires: [{ id: 30, is_mandatory: true, status: 'completed' }],
    },
  ];

  it('opens for a mandatory available questionnaire on the course program', () => {
    expect(surveyGate(30, programs)).toEqual({
      programId: 1,
      programName: 'Eco Heroes',
      questionnaireId: 12,
      url: '/questionnaire/?id=12',
    });
    expect(surveyGate(40, programs)?.questionnaireId).toBe(20);
  });

  it('stays shut otherwise', () => {
    expect(surveyGate(41, programs)).toBeNull();
    expect(surveyGate(99, programs)).toBeNull();
    expect(surveyGate(30, [])).toBeNull();
  });
});

describe('shouldStorePreferredCourse', () => {
  it('only for beginner-quest and mission', () => {
    expect(shouldStorePreferredCourse('beginner-quest')).toBe(true);
    expect(shouldStorePreferredCourse('mission')).toBe(true);
    expect(shouldStorePreferredCourse('home')).toBe(false);
    expect(shouldStorePreferredCourse('')).toBe(false);
    expect(shouldStorePreferredCourse(null)).toBe(false);
    expect(shouldStorePreferredCourse(undefined)).toBe(false);
  });
});
