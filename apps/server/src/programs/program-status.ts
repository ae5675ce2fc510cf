/**
 * A student's standing in a program, as a pure rule over facts read from the database:
 * a course is complete when every chapter it has is completed (chapter progress 100); a
 * questionnaire is `completed` once answered, else `available`; the program is complete (and
 * earns its certificate) when every course is complete and every mandatory questionnaire answered.
 * Optional questionnaires never hold a certificate back.
 */
export type QuestionnaireStatus = 'available' | 'completed';

export interface ProgramShape {
  courses: readonly number[];
  questionnaires: readonly { id: number; is_mandatory: boolean }[];
}

export interface StudentFacts {
  /** Chapter ids of each course (every language's chapters share their ids). */
  chaptersBySubject: ReadonlyMap<number, readonly number[]>;
  completedChapters: ReadonlySet<number>;
  answeredQuestionnaires: ReadonlySet<number>;
}

export interface CourseStatus {
  subject_id: number;
  completed_chapters: number;
  total_chapters: number;
  is_completed: boolean;
}

export interface ProgramStatus {
  courses: CourseStatus[];
  questionnaires: { id: number; is_mandatory: boolean; status: QuestionnaireStatus }[];
  courses_completed: number;
  questionnaires_completed: number;
  /** Done units (chapters and mandatory questionnaires) over all units, 0 to 100. */
  percent: number;
  is_completed: boolean;
}

export function programStatus(program: ProgramShape, facts: StudentFacts): ProgramStatus {
  const courses = program.courses.map((subjectId): CourseStatus => {
    const chapters = facts.chaptersBySubject.get(subjectId) ?? [];
    const done = chapters.filter((id) => facts.completedChapters.has(id)).length;
    return {
      subject_id: subjectId,
      completed_chapters: done,
      total_chapters: chapters.length,
      // A course with no chapters (not seeded) can never count as finished.
      is_completed: chapters.length > 0 && done === chapters.length,
    };
  });
  const questionnaires = program.questionnaires.map((q) => ({
    id: q.id,
    is_mandatory: q.is_mandatory,
    status: (facts.answeredQuestionnaires.has(q.id)
      ? 'completed'
      : 'available') as QuestionnaireStatus,
  }));
  const mandatory = questionnaires.filter((q) => q.is_mandatory);
  const units = courses.reduce((n, c) => n + c.total_chapters, 0) + mandatory.length;
  const doneUnits =
    courses.reduce((n, c) => n + c.completed_chapters, 0) +
    mandatory.filter((q) => q.status === 'completed').length;
  const coursesCompleted = courses.filter((c) => c.is_completed).length;
  return {
    courses,
    questionnaires,
    courses_completed: coursesCompleted,
    questionnaires_completed: questionnaires.filter((q) => q.status === 'completed').length,
    percent: units === 0 ? 0 : Math.floor((100 * doneUnits) / units),
    is_completed:
      courses.length > 0 &&
      coursesCompleted === courses.length &&
      mandatory.every((q) => q.status === 'completed'),
  };
}
