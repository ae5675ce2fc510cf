/**
 * Starting a course (section 4), the course preference, the survey gate and the preferred-course
 * rule. Pure: the caller passes what it knows (server time included) and navigates to the result
 * (through `withVersion`).
 *
 * `startCourse` decides, first match wins:
 * 1. the student has progressed and has a streak to show → `/streak/`;
 * 2. an English course (category `english`) whose skill check (diagnostic) is not started, with
 *    the popup still enabled → the diagnostic popup (its button leads to `/skill-check/`; "later"
 *    disables the popup and the caller starts the course again);
 * 3. no chapter to play (all done, or none playable yet) → the course page `/courses/?sid=`;
 * 4. the chapter has a review scheduled (closest_review_time ≠ 0, due or not) → the review-time
 *    page, which offers the review when due and counts down otherwise;
 * 5. an ecopower course → its task list, and the ecopower task refresh flag is set;
 * 6. an external course → the math task list (chapter_list `math`) or the play task list;
 * 7. otherwise → `/learn/`.
 *
 * Route shapes (path params are the spec's; names of the math/play query are ours):
 * - `/courses/review-time/?sid=&cid=&closest_review_time=&is_cerebry=`
 * - `/ecopower/task-list/<subject id>/<chapter id>/`
 * - `/math/task-list/?cid=<subject id>&chapter_id=<chapter id>` (and `/play/task-list/…` alike)
 * - `/learn/?sid=&cid=&source=&is_cerebry=` (`source` and `is_cerebry` only when set/true)
 */
import type { ChapterSummary, StudentProgram, SubjectSummary } from '@web-ed/schemas/api';

/** The fields of a get-subjects course the decision reads. */
export type StartableCourse = Pick<
  SubjectSummary,
  'subject_id' | 'domain' | 'chapter_list' | 'categories'
>;

/** The fields of a get-chapters chapter the decision reads. */
export type StartableChapter = Pick<ChapterSummary, 'id' | 'closest_review_time' | 'is_cerebry'>;

/** Skill check (diagnostic) status: 0 not started, 1 in progress, 2 finished. */
export type DiagnosticStatus = 0 | 1 | 2;

export interface StartCourseInput {
  course: StartableCourse;
  /** The chapter to play (the current or next available one), or null when there is none. */
  chapter: StartableChapter | null;
  /** The student made progress (e.g. completed something today)… */
  progressed: boolean;
  /** …and has a streak to show. */
  streak: boolean;
  diagnostic: { status: DiagnosticStatus; popupEnabled: boolean };
  /** Where the start came from (home, mission, beginner-quest…), passed on to /learn/. */
  source?: string | null;
}

export type StartCourseDecision =
  | { kind: 'route'; to: string; setEcopowerRefresh: boolean }
  | { kind: 'diagnostic-popup'; skillCheckRoute: string };

export const ROUTES = {
  streak: '/streak/',
  skillCheck: '/skill-check/',
  courses: '/courses/',
  reviewTime: '/courses/review-time/',
  learn: '/learn/',
  mathTaskList: '/math/task-list/',
  playTaskList: '/play/task-list/',
  ecopowerTaskList: (subjectId: number, chapterId: number) =>
    `/ecopower/task-list/${subjectId}/${chapterId}/`,
  questionnaire: '/questionnaire/',
} as const;

export const ENGLISH_CATEGORY = 'english';

export function isEnglishCourse(course: Pick<StartableCourse, 'categories'>): boolean {
  return course.categories.some((c) => c.trim().toLowerCase() === ENGLISH_CATEGORY);
}

function withQuery(
  path: string,
  params: Record<string, string | number | null | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs === '' ? path : `${path}?${qs}`;
}

const route = (to: string, setEcopowerRefresh = false): StartCourseDecision => ({
  kind: 'route',
  to,
  setEcopowerRefresh,
});

export function startCourse(input: StartCourseInput): StartCourseDecision {
  const { course, chapter } = input;
  if (input.progressed && input.streak) return route(ROUTES.streak);
  if (isEnglishCourse(course) && input.diagnostic.status === 0 && input.diagnostic.popupEnabled) {
    return { kind: 'diagnostic-popup', skillCheckRoute: ROUTES.skillCheck };
  }
  if (chapter === null) return route(withQuery(ROUTES.courses, { sid: course.subject_id }));
  const cerebry = chapter.is_cerebry ? 'true' : undefined;
  if (chapter.closest_review_time !== 0) {
    return route(
      withQuery(ROUTES.reviewTime, {
        sid: course.subject_id,
        cid: chapter.id,
        closest_review_time: chapter.closest_review_time,
        is_cerebry: cerebry,
      }),
    );
  }
  if (course.chapter_list === 'ecopower') {
    return route(ROUTES.ecopowerTaskList(course.subject_id, chapter.id), true);
  }
  if (course.domain === 'external') {
    const list = course.chapter_list === 'math' ? ROUTES.mathTaskList : ROUTES.playTaskList;
    return route(withQuery(list, { cid: course.subject_id, chapter_id: chapter.id }));
  }
  return route(
    withQuery(ROUTES.learn, {
      sid: course.subject_id,
      cid: chapter.id,
      source: input.source,
      is_cerebry: cerebry,
    }),
  );
}

/** `current_subject` of the user preference: -1 (or nothing) means no course chosen. */
export const NO_COURSE = -1;

export interface CoursePreference<C> {
  index: number;
  course: C;
  /** Languages the course translates into (the dictionary's values, once each). */
  languages: string[];
  /** Countries the dictionary names (its keys). */
  countries: string[];
}

/**
 * The preferred course in the course list, with its translatable languages and countries from its
 * dictionary (country → language). Null for -1, for no preference, and for a course not in the
 * list (e.g. no longer offered in this language).
 */
export function resolveCoursePreference<
  C extends Pick<SubjectSummary, 'subject_id' | 'dictionary'>,
>(currentSubject: number | null | undefined, courses: readonly C[]): CoursePreference<C> | null {
  if (currentSubject === null || currentSubject === undefined || currentSubject === NO_COURSE)
    return null;
  const index = courses.findIndex((c) => c.subject_id === currentSubject);
  const course = courses[index];
  if (course === undefined) return null;
  const entries = Object.entries(course.dictionary).filter(
    (e): e is [string, string] => typeof e[1] === 'string',
  );
  const countries = entries.map(([country]) => country);
  const languages = [...new Set(entries.map(([, language]) => language))];
  return { index, course, languages, countries };
}

type Questionnaire = StudentProgram['questionnaires'][number];

/** The fields of a get-programs program the survey gate reads. */
export interface LearningProgram extends Pick<StudentProgram, 'id' | 'name'> {
  courses: readonly Pick<StudentProgram['courses'][number], 'subject_id'>[];
  questionnaires: readonly Pick<Questionnaire, 'id' | 'is_mandatory' | 'status'>[];
}

export interface SurveyGate {
  programId: StudentProgram['id'];
  programName: string;
  questionnaireId: Questionnaire['id'];
  /** The questionnaire page to open on "start survey". */
  url: string;
}

/**
 * The survey gate popup opens when a program containing the course has a mandatory questionnaire
 * that is available (section 4). The first such questionnaire, in program then questionnaire
 * order; null when none.
 */
export function surveyGate(
  subjectId: number,
  programs: readonly LearningProgram[],
): SurveyGate | null {
  for (const program of programs) {
    if (!program.courses.some((c) => c.subject_id === subjectId)) continue;
    const gate = program.questionnaires.find((q) => q.is_mandatory && q.status === 'available');
    if (gate) {
      return {
        programId: program.id,
        programName: program.name,
        questionnaireId: gate.id,
        url: withQuery(ROUTES.questionnaire, { id: gate.id }),
      };
    }
  }
  return null;
}

/** Sources after which the started course becomes the preferred course (section 4). */
export const PREFERRED_COURSE_SOURCES = ['beginner-quest', 'mission'] as const;

export function shouldStorePreferredCourse(source: string | null | undefined): boolean {
  return (PREFERRED_COURSE_SOURCES as readonly string[]).includes(source ?? '');
}
