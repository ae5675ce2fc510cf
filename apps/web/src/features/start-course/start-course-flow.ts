/**
 * What happens when a student starts a course (section 4), as one pure decision on top of
 * ./start-course.ts: the use-start-course hook gathers the facts (user info, programs,
 * the pending survey) and acts on the plan.
 *
 * Order, first match wins:
 * 1. a survey the student went to from the survey gate is now completed → the survey completed
 *    popup (closing it clears the survey state; the start then goes on);
 * 2. a program containing the course has a mandatory available questionnaire → the survey gate
 *    popup (a gated course is not started: docs/decisions.md);
 * 3. `startCourse`: streak, skill-check popup, course page, review time, ecopower, math/play, learn.
 * The preferred course is stored (set-user-preference current_subject) when the course really
 * starts (a route) and the source is beginner-quest or mission.
 */
import type { UserInfo } from '@web-ed/schemas/api';
import {
  shouldStorePreferredCourse,
  startCourse,
  surveyGate,
  type DiagnosticStatus,
  type LearningProgram,
  type StartableChapter,
  type StartableCourse,
  type StartCourseDecision,
  type SurveyGate,
} from './start-course';

/** The survey the gate sent the student to (section 4: "clear survey, program and name"). */
export interface PendingSurvey {
  programId: number | string;
  programName: string;
  questionnaireId: number | string;
}

export const SURVEY_STATE_KEY = 'web_ed_survey';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function loadPendingSurvey(storage: Store): PendingSurvey | null {
  try {
    const value = JSON.parse(storage.getItem(SURVEY_STATE_KEY) ?? 'null') as PendingSurvey | null;
    return value && typeof value === 'object' && 'questionnaireId' in value ? value : null;
  } catch {
    return null;
  }
}

export function savePendingSurvey(storage: Store, gate: SurveyGate): void {
  const pending: PendingSurvey = {
    programId: gate.programId,
    programName: gate.programName,
    questionnaireId: gate.questionnaireId,
  };
  storage.setItem(SURVEY_STATE_KEY, JSON.stringify(pending));
}

export function clearPendingSurvey(storage: Store): void {
  storage.removeItem(SURVEY_STATE_KEY);
}

/** The fields of get-user-info the start needs. */
export interface StartUserInfo extends Pick<UserInfo, 'diagnostic_flag' | 'diagnostic_popup'> {
  statistics: Pick<UserInfo['statistics'], 'exercise_completed'>;
}

export interface StartFacts {
  /** Null when get-user-info could not be read (offline). */
  userInfo: StartUserInfo | null;
  programs: readonly LearningProgram[];
  pendingSurvey: PendingSurvey | null;
}

/**
 * Skill check status and popup from get-user-info. Unknown (no answer) never opens the popup:
 * an offline student can still start a cached chapter.
 */
export function diagnosticFrom(info: StartUserInfo | null): {
  status: DiagnosticStatus;
  popupEnabled: boolean;
} {
  if (info === null) return { status: 0, popupEnabled: false };
  const flag = info.diagnostic_flag;
  const status: DiagnosticStatus = flag === 1 || flag === 2 ? flag : 0;
  return { status, popupEnabled: info.diagnostic_popup };
}

/** True when the pending survey's questionnaire is now reported completed. */
export function isSurveyCompleted(
  pending: PendingSurvey,
  programs: readonly LearningProgram[],
): boolean {
  return programs.some((p) =>
    p.questionnaires.some(
      (q) => String(q.id) === String(pending.questionnaireId) && q.status === 'completed',
    ),
  );
}

export type StartPlan =
  | { kind: 'survey-completed'; survey: PendingSurvey }
  | { kind: 'survey-gate'; gate: SurveyGate }
  | StartCourseDecision;

export interface PlanInput {
  course: StartableCourse;
  chapter: StartableChapter | null;
  source?: string | null;
  facts: StartFacts;
  /** The student has a streak to show (learning_streak > 0). */
  streak: boolean;
  /**
   * The student finished a play today and /streak/ was not shown yet today (the streak's
   * `streakStep`). Omitted: some exercise completed ever.
   */
  progressed?: boolean;
  /** The skill-check popup was just postponed in this start: do not ask again. */
  skipDiagnostic?: boolean;
}

export function planStart(input: PlanInput): { plan: StartPlan; storePreferred: boolean } {
  const { course, facts } = input;
  const done = (plan: StartPlan) => ({
    plan,
    storePreferred: plan.kind === 'route' && shouldStorePreferredCourse(input.source),
  });
  if (facts.pendingSurvey && isSurveyCompleted(facts.pendingSurvey, facts.programs)) {
    return done({ kind: 'survey-completed', survey: facts.pendingSurvey });
  }
  const gate = surveyGate(course.subject_id, facts.programs);
  if (gate) return done({ kind: 'survey-gate', gate });
  const diagnostic = diagnosticFrom(facts.userInfo);
  return done(
    startCourse({
      course,
      chapter: input.chapter,
      progressed: input.progressed ?? (facts.userInfo?.statistics.exercise_completed ?? 0) > 0,
      streak: input.streak,
      diagnostic: input.skipDiagnostic ? { ...diagnostic, popupEnabled: false } : diagnostic,
      source: input.source ?? null,
    }),
  );
}
