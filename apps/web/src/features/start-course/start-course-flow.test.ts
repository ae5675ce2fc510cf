import { describe, expect, it } from 'vitest';
import { ApiError } from '@web-ed/api-client';
import type { StudentProgram } from '@web-ed/schemas/api';
import type { StartableCourse } from './start-course';
import { loadPrograms } from '../programs';
import {
  clearPendingSurvey,
  diagnosticFrom,
  loadPendingSurvey,
  planStart,
  savePendingSurvey,
  type StartFacts,
  type StartUserInfo,
} from './start-course-flow';

const english: StartableCourse = {
  subject_id: 101,
  domain: 'internal',
  chapter_list: 'other',
  categories: ['english'],
};
const chapter = { id: 1011, closest_review_time: 0, is_cerebry: false };
const info: StartUserInfo = {
  diagnostic_flag: 2,
  diagnostic_popup: false,
  statistics: { exercise_completed: 0 },
};
const none: StartFacts = {
  userInfo: info,
  programs: [],
  pendingSurvey: null,
};

const program = (status: StudentProgram['questionnaires'][number]['status']): StudentProgram => ({
  id: 7,
  name: 'ADB Climate',
  description: '',
  type: 'adb_cc',
  courses: [
    {
      subject_id: 101,
      subject_name: 'English',
      completed_chapters: 0,
      total_chapters: 3,
      is_completed: false,
    },
  ],
  questionnaires: [{ id: 30, title: 'Survey', is_mandatory: true, status }],
  courses_completed: 0,
  questionnaires_completed: 0,
  percent: 0,
  is_completed: false,
  certificate: null,
});

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('planStart', () => {
  it('goes to /learn/ with the source when nothing stands in the way', () => {
    const { plan, storePreferred } = planStart({
      course: english,
      chapter,
      source: 'home',
      facts: none,
      streak: false,
    });
    expect(plan).toEqual({
      kind: 'route',
      to: '/learn/?sid=101&cid=1011&source=home',
      setEcopowerRefresh: false,
    });
    expect(storePreferred).toBe(false);
  });

  it('stores the preferred course for mission and beginner-quest starts only', () => {
    for (const source of ['mission', 'beginner-quest']) {
      expect(
        planStart({ course: english, chapter, source, facts: none, streak: false }),
      ).toMatchObject({
        storePreferred: true,
      });
    }
    // Not when the start stops at a popup.
    const gated = planStart({
      course: english,
      chapter,
      source: 'mission',
      facts: { ...none, programs: [program('available')] },
      streak: false,
    });
    expect(gated.storePreferred).toBe(false);
  });

  it('opens the skill-check popup for an English course not started, unless postponed', () => {
    const facts = { ...none, userInfo: { ...info, diagnostic_flag: 0, diagnostic_popup: true } };
    expect(planStart({ course: english, chapter, facts, streak: false }).plan.kind).toBe(
      'diagnostic-popup',
    );
    expect(
      planStart({ course: english, chapter, facts, streak: false, skipDiagnostic: true }).plan.kind,
    ).toBe('route');
    expect(
      planStart({
        course: { ...english, categories: ['math'] },
        chapter,
        facts,
        streak: false,
      }).plan.kind,
    ).toBe('route');
  });

  it('never opens the skill-check popup when user info is unknown (offline)', () => {
    expect(diagnosticFrom(null)).toEqual({ status: 0, popupEnabled: false });
    expect(diagnosticFrom({ ...info, diagnostic_flag: 1, diagnostic_popup: true })).toEqual({
      status: 1,
      popupEnabled: true,
    });
    const facts = { ...none, userInfo: null };
    expect(planStart({ course: english, chapter, facts, streak: false }).plan.kind).toBe('route');
  });

  it('gates the course on a mandatory available questionnaire', () => {
    const { plan } = planStart({
      course: english,
      chapter,
      facts: { ...none, programs: [program('available')] },
      streak: false,
    });
    expect(plan).toEqual({
      kind: 'survey-gate',
      gate: {
        programId: 7,
        programName: 'ADB Climate',
        questionnaireId: 30,
        url: '/questionnaire/?id=30',
      },
    });
  });

  it('thanks the student once the gated survey is completed', () => {
    const pendingSurvey = { programId: 7, programName: 'ADB Climate', questionnaireId: 30 };
    const facts = { ...none, programs: [program('completed')], pendingSurvey };
    expect(planStart({ course: english, chapter, facts, streak: false }).plan).toEqual({
      kind: 'survey-completed',
      survey: pendingSurvey,
    });
    // Still available: the gate again.
    expect(
      planStart({
        course: english,
        chapter,
        facts: { ...facts, programs: [program('available')] },
        streak: false,
      }).plan.kind,
    ).toBe('survey-gate');
  });

  it('sends a chapter with a review to the review-time page', () => {
    const { plan } = planStart({
      course: english,
      chapter: { id: 1012, closest_review_time: 1_800_000_000_000, is_cerebry: true },
      facts: none,
      streak: false,
    });
    expect(plan).toMatchObject({
      kind: 'route',
      to: '/courses/review-time/?sid=101&cid=1012&closest_review_time=1800000000000&is_cerebry=true',
    });
  });
});

describe('survey state', () => {
  it('keeps the gated survey until cleared', () => {
    const storage = memoryStorage();
    expect(loadPendingSurvey(storage)).toBeNull();
    savePendingSurvey(storage, { programId: 7, programName: 'P', questionnaireId: 30, url: '/q' });
    expect(loadPendingSurvey(storage)).toEqual({
      programId: 7,
      programName: 'P',
      questionnaireId: 30,
    });
    clearPendingSurvey(storage);
    expect(loadPendingSurvey(storage)).toBeNull();
  });
});

describe('loadPrograms', () => {
  it('treats a 404 (call not there yet) as no programs', async () => {
    const notFound = new ApiError({
      status: 404,
      error: 'not_found',
      message: 'Not found',
      body: null,
    });
    await expect(loadPrograms(() => Promise.reject(notFound))).resolves.toEqual([]);
  });

  it('passes the programs through, and other failures on', async () => {
    const p = program('available');
    await expect(
      loadPrograms(() =>
        Promise.resolve({
          done: 1,
          message_code: 0,
          data: { user_programs: [p], user_certificate_name: null },
        }),
      ),
    ).resolves.toEqual([p]);
    const boom = new ApiError({ status: 500, error: 'unknown_server', message: 'x', body: null });
    await expect(loadPrograms(() => Promise.reject(boom))).rejects.toBe(boom);
  });
});
