/**
 * Starting a course (section 4) from a screen: gathers what the decision needs (skill check
 * status and popup from get-user-info, the programs for the survey gate, the chapter), decides
 * with `planStart` (./start-course-flow.ts) and then navigates, or opens the skill-check, survey
 * gate or survey completed popup (rendered by start-course-dialogs.tsx).
 *
 * No side call blocks the start: user info or programs that cannot be read (offline, issue 7's
 * get-programs not there yet) count as "no popup" and "no programs", so a cached chapter still
 * plays offline (docs/decisions.md).
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { unwrap } from '@web-ed/api-client';
import type {
  GetProgramsResponse,
  GetUserInfoResponse,
  StreakCheckResponse,
} from '@web-ed/schemas/api';
import { errorTextKey } from '../../lib/shell/error-text';
import type {
  LearningProgram,
  StartableChapter,
  StartableCourse,
  SurveyGate,
} from './start-course';
import { fetchChapters } from '../courses';
import { chapterViews, nextChapter } from '../../lib/chapters';
import { useGo } from '../../lib/nav';
import { GET_PROGRAMS, loadPrograms } from '../programs';
import { PATH } from '../../lib/paths';
import { serverNow } from '../../lib/server-time';
import {
  clearPendingSurvey,
  loadPendingSurvey,
  planStart,
  savePendingSurvey,
  type PendingSurvey,
  type StartUserInfo,
} from './start-course-flow';
import { api, savePreference, snackbars } from '../../lib/store';
import { localDay, STREAK_NEXT_KEY, STREAK_SHOWN_KEY, streakStep } from '../streak';

export interface StartRequest {
  course: StartableCourse;
  /** The chapter to play; omitted: the course's next chapter is fetched. Null: none. */
  chapter?: StartableChapter | null;
  /** Where the start comes from (home, courses, mission, beginner-quest…). */
  source?: string | null;
}

export type StartDialog =
  | { kind: 'skill-check' }
  | { kind: 'survey-gate'; gate: SurveyGate }
  | { kind: 'survey-completed'; survey: PendingSurvey };

/** Set when entering an ecopower course, read by its task list (section 4). */
export const ECOPOWER_REFRESH_KEY = 'web_ed_ecopower_task_refresh';

/** streak/check, read with no retries: unreadable (offline) counts as "no streak page". */
async function readStreak(): Promise<{ progressed: boolean; streak: boolean }> {
  try {
    const check = unwrap(
      await api.get<StreakCheckResponse>('user', 'streak/check', { retries: 0 }),
    );
    return streakStep({
      todayPlays: check.today_plays,
      learningStreak: check.learning_streak,
      shownOn: localStorage.getItem(STREAK_SHOWN_KEY),
      today: localDay(serverNow()),
    });
  } catch {
    return { progressed: false, streak: false };
  }
}

async function readUserInfo(): Promise<StartUserInfo | null> {
  try {
    return unwrap(await api.get<GetUserInfoResponse>('user', 'user/get-user-info', { retries: 0 }));
  } catch {
    return null;
  }
}

async function readPrograms(lang: string): Promise<LearningProgram[]> {
  try {
    return await loadPrograms(() =>
      api.get<GetProgramsResponse>(GET_PROGRAMS.service, GET_PROGRAMS.path, {
        query: { lang },
        retries: 0,
      }),
    );
  } catch {
    return [];
  }
}

async function readNextChapter(subjectId: number): Promise<StartableChapter | null> {
  return nextChapter(chapterViews(await fetchChapters(subjectId), serverNow()));
}

export interface StartCourseFlow {
  start: (request: StartRequest) => void;
  /** The subject id being started, while the facts are gathered. */
  busy: number | null;
  dialog: StartDialog | null;
  /** The skill-check popup's button is saving. */
  saving: boolean;
  skillCheckStart: () => void;
  skillCheckLater: () => void;
  surveyStart: () => void;
  surveyLater: () => void;
  surveyCompletedClose: () => void;
}

export function useStartCourse(): StartCourseFlow {
  const go = useGo();
  const { i18n } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [dialog, setDialog] = useState<StartDialog | null>(null);
  const request = useRef<StartRequest | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async (req: StartRequest, skipDiagnostic = false) => {
      if (running.current) return;
      running.current = true;
      request.current = req;
      setBusy(req.course.subject_id);
      try {
        const [userInfo, programs, chapter, streak] = await Promise.all([
          readUserInfo(),
          readPrograms(i18n.language),
          req.chapter !== undefined
            ? Promise.resolve(req.chapter)
            : readNextChapter(req.course.subject_id),
          readStreak(),
        ]);
        const input = {
          course: req.course,
          chapter,
          source: req.source ?? null,
          facts: { userInfo, programs, pendingSurvey: loadPendingSurvey(localStorage) },
          skipDiagnostic,
        };
        // Section 4: /streak/ first when the student played today and has not seen it yet today.
        const { plan, storePreferred } = planStart({
          ...input,
          streak: streak.streak,
          progressed: streak.progressed,
        });
        if (plan.kind === 'route' && plan.to === '/streak/') {
          // The streak page's "continue" goes where the start would have gone without it.
          const after = planStart({ ...input, streak: false, progressed: false }).plan;
          if (after.kind === 'route') sessionStorage.setItem(STREAK_NEXT_KEY, after.to);
          else sessionStorage.removeItem(STREAK_NEXT_KEY);
        }
        switch (plan.kind) {
          case 'route':
            if (plan.setEcopowerRefresh) sessionStorage.setItem(ECOPOWER_REFRESH_KEY, 'true');
            if (storePreferred) {
              void savePreference({ current_subject: req.course.subject_id }).catch(
                () => undefined,
              );
            }
            go(plan.to);
            break;
          case 'diagnostic-popup':
            setDialog({ kind: 'skill-check' });
            break;
          case 'survey-gate':
            savePendingSurvey(localStorage, plan.gate);
            setDialog({ kind: 'survey-gate', gate: plan.gate });
            break;
          case 'survey-completed':
            setDialog({ kind: 'survey-completed', survey: plan.survey });
            break;
        }
      } catch (error) {
        const key = errorTextKey(error);
        if (key) snackbars.show({ message: key, type: 'error' });
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [go, i18n],
  );

  const start = useCallback((req: StartRequest) => void run(req), [run]);

  /** Accepting or postponing the invitation disables it on the server (section 4). */
  const disableSkillCheckPopup = () =>
    api
      .post('user', 'user/update-user-info', { diagnostic_popup: false }, { retries: 0 })
      .catch(() => undefined);

  return {
    start,
    busy,
    dialog,
    saving,
    skillCheckStart: () => {
      setSaving(true);
      void disableSkillCheckPopup().then(() => {
        setSaving(false);
        setDialog(null);
        go(PATH.skillCheck);
      });
    },
    skillCheckLater: () => {
      setDialog(null);
      void disableSkillCheckPopup();
      if (request.current) void run(request.current, true);
    },
    surveyStart: () => {
      if (dialog?.kind !== 'survey-gate') return;
      setDialog(null);
      go(dialog.gate.url);
    },
    surveyLater: () => {
      clearPendingSurvey(localStorage);
      setDialog(null);
      go(PATH.home);
    },
    surveyCompletedClose: () => {
      clearPendingSurvey(localStorage);
      setDialog(null);
      if (request.current) void run(request.current);
    },
  };
}
