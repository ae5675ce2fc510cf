/**
 * The course the students play, Everyday English in English (the fixture the server seeds),
 * loaded with the engine's own loader: its chapters, each task's questions and play length, and
 * the points the engine gives a finish record of it (scorePlay with the plugins' scorers, on the
 * answers given, as the server re-scores them).
 */
import { readFileSync } from 'node:fs';
import {
  DEFAULT_QUESTION_LENGTH,
  isNeverAnswered,
  loadContent,
  scorePlay,
  type PlayableCourse,
  type PlayableQuestion,
} from '@web-ed/engine';
import { registry } from '@web-ed/plugins';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import type { FinishRecord } from '@web-ed/schemas';
import { ROOT } from './places';

export const SUBJECT_ID = 101;
export const COURSE_FILE = 'content-fixtures/english-everyday/en.json';

interface CourseTask {
  questions: Map<string, PlayableQuestion>;
  /** Questions a play shows: the server scores against this many. */
  length: number;
}

export interface PlayedCourse {
  chapterIds: number[];
  questions: Map<string, PlayableQuestion>;
  /** The engine's points for a finish record of a play of this course. */
  score(record: FinishRecord): number;
}

export function loadCourse(): PlayedCourse {
  const loaded = loadContent(
    JSON.parse(readFileSync(`${ROOT}${COURSE_FILE}`, 'utf8')),
    validatingRegistry,
  );
  if (loaded.content?.kind !== 'course') throw new Error(`${COURSE_FILE} did not load`);
  const course: PlayableCourse = loaded.content.value;
  const tasks = new Map<number, CourseTask>(
    course.chapters.flatMap((chapter) =>
      chapter.tasks.map((task) => [
        task.id,
        {
          questions: new Map(task.questions.map((q) => [q.id, q])),
          length: Math.min(task.question_length ?? DEFAULT_QUESTION_LENGTH, task.questions.length),
        },
      ]),
    ),
  );
  return {
    chapterIds: course.chapters.map((chapter) => chapter.id),
    questions: new Map([...tasks.values()].flatMap((t) => [...t.questions])),
    score: (record) => {
      const task = tasks.get(record.task_id);
      if (!task) throw new Error(`task ${record.task_id} is not in ${COURSE_FILE}`);
      const given = record.answers
        .filter((a) => !isNeverAnswered(a))
        .map((a) => ({
          questionId: a.question_id,
          answer: a.answer,
          isSkipped: a.is_skipped,
          forcedCorrect: a.forced_correct,
        }));
      return scorePlay(task.questions, given, task.length, registry, {
        lang: 'en',
        subjectId: SUBJECT_ID,
      }).points;
    },
  };
}
