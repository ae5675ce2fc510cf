/**
 * A course document from converted questions: one chapter of one task, ids derived from the
 * course id (`<subject_id>1` the chapter, `<chapter id>1` the task, as content-fixtures number
 * them). It is then loaded as the seeder loads every course (the engine's loader with the plugin
 * registry: course schema, each plugin's content schema and checks); what fails is reported at the
 * source item it came from and left out.
 */
import { isLang, loadContent } from '@web-ed/engine';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import type { Course, Lang, Question } from '@web-ed/schemas';
import type { Converted } from './converted';
import type { ImportReport } from './report';

/** The task id (`<course id>11`) must fit the database's 32-bit integer ids. */
export const MAX_COURSE_ID = Math.floor((2 ** 31 - 1 - 11) / 100);

export interface ImportOptions {
  /** The subject_id the course gets. */
  courseId: number;
  lang: string;
}

export interface Draft {
  title: string;
  description: string;
  questions: Converted[];
  /** How many questions one play shows (all of them when unset). */
  questionLength?: number;
  shuffle?: boolean;
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** Question ids: the source's when valid and free, else q1, q2… by position. */
function questionIds(questions: Converted[]): string[] {
  const used = new Set<string>();
  return questions.map((q, i) => {
    const base = q.id && /^[A-Za-z0-9_.:-]{1,60}$/.test(q.id) ? q.id : `q${i + 1}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}

/** Problems with the options themselves, reported before anything is converted. */
export function optionProblem(opts: ImportOptions): string | null {
  if (!Number.isInteger(opts.courseId) || opts.courseId < 1 || opts.courseId > MAX_COURSE_ID)
    return `the course id must be a whole number from 1 to ${MAX_COURSE_ID}`;
  if (!isLang(opts.lang))
    return `the language must be one of en, id, th, hi, ms (not "${opts.lang}")`;
  return null;
}

export function buildCourse(
  draft: Draft,
  opts: ImportOptions & { lang: Lang },
  file: string,
  report: ImportReport,
): Course | null {
  if (draft.questions.length === 0) return null;
  const ids = questionIds(draft.questions);
  const questions: Question[] = draft.questions.map((q, i) => ({
    id: ids[i]!,
    type: q.minigame.type,
    schemaVersion: q.minigame.schemaVersion,
    content: { ...q.content },
  }));
  const title = clip(draft.title.trim() || file, 200);
  const chapterId = opts.courseId * 10 + 1;
  const course: Course = {
    schemaVersion: 1,
    subject_id: opts.courseId,
    subject_code: `IMPORT-${opts.courseId}`,
    subject_name: clip(title, 120),
    description: clip(draft.description, 2000),
    lang: opts.lang,
    subject_version: 1,
    categories: [],
    domain: 'internal',
    chapter_list: 'other',
    chapters: [
      {
        id: chapterId,
        level: 1,
        title,
        tasks: [
          {
            id: chapterId * 10 + 1,
            title,
            minigame_id: questions[0]!.type,
            question_length: Math.min(draft.questionLength ?? questions.length, 100),
            shuffle: draft.shuffle ?? false,
            questions,
          },
        ],
      },
    ],
  };

  const loaded = loadContent(course, validatingRegistry);
  for (const e of loaded.errors) {
    const m = /^\/chapters\/0\/tasks\/0\/questions\/(\d+)(.*)$/.exec(e.path);
    const source = m ? draft.questions[Number(m[1])]?.source : undefined;
    report.push(
      source
        ? {
            path: source,
            level: 'error',
            message: `The converted question is not valid and is left out (${m![2] || '/'}: ${e.message}).`,
          }
        : {
            path: file,
            level: 'error',
            message: `The converted course is not valid (${e.path || '/'}: ${e.message}).`,
          },
    );
  }
  if (loaded.content?.kind !== 'course') return null;
  // The loader's copy: defaults filled in, invalid questions left out. Every question it kept
  // passed its plugin's schema, so its content is a plain object as Course says.
  const playable = loaded.content.value as unknown as Course;
  const task = playable.chapters[0]!.tasks[0]!;
  task.question_length = Math.min(task.question_length ?? 10, task.questions.length);
  task.minigame_id = task.questions[0]!.type;
  return playable;
}
