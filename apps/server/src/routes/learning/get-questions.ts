/**
 * learning/get-questions (GET ?subject_id&chapter_id&lang) and learning/get-quiz-questions
 * (POST {subject_id, chapter_id, lang?}): a chapter's tasks with their questions in the wanted
 * language (default the student's, else English). Secret questions are sent without their
 * answers (content/redact.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import type { Db } from '../../db/client';
import { done } from '../../http/envelope';
import { redactQuestion } from '../../content/redact';
import {
  courseLang,
  langOf,
  playableTask,
  tasksOfChapter,
  type TaskRow,
} from '../../learning/catalogue';
import { chapterInfo } from '../../learning/chapter-info';
import { AUTH_SECURITY, idSchema, langSchema, notFound, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

interface Params {
  subject_id: number;
  chapter_id: number;
  lang?: Lang;
}

const params = {
  type: 'object',
  required: ['subject_id', 'chapter_id'],
  additionalProperties: false,
  properties: { subject_id: idSchema, chapter_id: idSchema, lang: langSchema },
} as const;

async function chapterQuestions(db: Db, p: Params, want: Lang) {
  const lang = await courseLang(db, p.subject_id, want);
  if (!lang) throw notFound('subject_not_found', `No course with subject_id ${p.subject_id}`);
  const answer = await chapterQuestionsIn(db, p.subject_id, lang, p.chapter_id);
  if (!answer)
    throw notFound('chapter_not_found', `No chapter ${p.chapter_id} in subject ${p.subject_id}`);
  return answer;
}

/**
 * The `data` of get-questions for a chapter of a course in the language it is shown in (course
 * packs size it: learning/course-pack.ts); null when the chapter has no tasks in that language.
 */
export async function chapterQuestionsIn(db: Db, subjectId: number, lang: Lang, chapterId: number) {
  const tasks = await tasksOfChapter(db, subjectId, lang, chapterId);
  if (tasks.length === 0) return null;
  return chapterQuestionsOf(db, subjectId, lang, chapterId, tasks);
}

/** The same `data`, of the chapter's tasks already read (tasksOfChapter, one or more). */
export async function chapterQuestionsOf(
  db: Db,
  subjectId: number,
  lang: Lang,
  chapterId: number,
  tasks: readonly TaskRow[],
) {
  return {
    subject_id: subjectId,
    chapter_id: chapterId,
    lang,
    /** The chapter's title, description and core concept (math and play core-concept pages). */
    chapter: await chapterInfo(db, subjectId, lang, chapterId),
    tasks: tasks.map(publicTask),
  };
}

/** A task as a student may see it (get-questions, get-content-data): secret answers removed. */
export function publicTask(row: TaskRow) {
  const task = playableTask(row);
  return {
    id: task.id,
    title: task.title,
    minigame_id: task.minigame_id,
    difficulty_level: task.difficulty_level ?? 1,
    question_length: row.playLength,
    shuffle: task.shuffle ?? false,
    questions: task.questions.map(redactQuestion),
  };
}

export default async function getQuestions(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Params }>(
    '/learning/get-questions',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "A chapter's tasks and questions in a language.",
        security: AUTH_SECURITY,
        querystring: params,
        response: answerSchema('learning-service/learning/get-questions'),
      },
    },
    async (req) =>
      done(await chapterQuestions(app.db, req.query, req.query.lang ?? langOf(userOf(req)))),
  );

  app.post<{ Body: Params }>(
    '/learning/get-quiz-questions',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "A chapter's tasks and questions for a quiz.",
        security: AUTH_SECURITY,
        body: params,
        response: answerSchema('learning-service/learning/get-quiz-questions'),
      },
    },
    async (req) =>
      done(await chapterQuestions(app.db, req.body, req.body.lang ?? langOf(userOf(req)))),
  );
}
