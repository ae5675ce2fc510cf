/**
 * learning/get-content-data POST (auth): what a student reads before (or instead of) playing,
 * for a reading or theory page. The body names one task (`{task_id}`, optionally with
 * `subject_id`/`chapter_id` to pin it) or a whole chapter (`{subject_id, chapter_id}`), and an
 * optional `lang` (default the student's, else English). The answer is the chapter's own text
 * (title, description, core concept: the theory) and the named task or every task of the chapter,
 * with its questions (reading passages, vocabulary cards, recordings…) as get-questions sends
 * them, secret answers removed, plus whether the student has completed each task. Reads only:
 * task-completion marks a read task done.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { Lang } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import { courseTasks, taskResults } from '../../db/schema';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { courseLang, langOf, taskIn, tasksOfChapter, type TaskRow } from '../../learning/catalogue';
import { chapterInfo } from '../../learning/chapter-info';
import { AUTH_SECURITY, idSchema, langSchema, notFound, TAGS } from './common';
import { publicTask } from './get-questions';
import { answerSchema } from '../../http/response-schemas';

export interface ContentDataBody {
  task_id?: number;
  subject_id?: number;
  chapter_id?: number;
  lang?: Lang;
}

export const contentDataBody = {
  type: 'object',
  additionalProperties: false,
  properties: { task_id: idSchema, subject_id: idSchema, chapter_id: idSchema, lang: langSchema },
  anyOf: [{ required: ['task_id'] }, { required: ['subject_id', 'chapter_id'] }],
} as const;

/** The subject and chapter of a task id, narrowed by what the body says; 404 or 409 otherwise. */
async function placeOfTask(
  app: FastifyInstance,
  body: ContentDataBody & { task_id: number },
): Promise<{ subjectId: number; chapterId: number }> {
  const rows = await app.db
    .selectDistinct({ subjectId: courseTasks.subjectId, chapterId: courseTasks.chapterId })
    .from(courseTasks)
    .where(
      and(
        eq(courseTasks.taskId, body.task_id),
        body.subject_id === undefined ? undefined : eq(courseTasks.subjectId, body.subject_id),
        body.chapter_id === undefined ? undefined : eq(courseTasks.chapterId, body.chapter_id),
      ),
    );
  const first = rows[0];
  if (!first) {
    const where = [
      body.chapter_id === undefined ? '' : ` in chapter ${body.chapter_id}`,
      body.subject_id === undefined ? '' : ` of subject ${body.subject_id}`,
    ].join('');
    throw notFound('task_not_found', `No task with id ${body.task_id}${where}`);
  }
  if (rows.some((r) => r.subjectId !== first.subjectId || r.chapterId !== first.chapterId)) {
    throw new ApiError(
      409,
      'ambiguous_task',
      `Task id ${body.task_id} exists in several courses: send subject_id`,
      MESSAGE_CODE.conflict,
    );
  }
  return first;
}

export default async function getContentData(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ContentDataBody }>(
    '/learning/get-content-data',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary:
          "What a student reads for a task or a chapter: the chapter's theory and the tasks' content.",
        security: AUTH_SECURITY,
        body: contentDataBody,
        response: answerSchema('learning-service/learning/get-content-data'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const body = req.body;
      const want = body.lang ?? langOf(user);
      const place =
        body.task_id === undefined
          ? { subjectId: body.subject_id!, chapterId: body.chapter_id! }
          : await placeOfTask(app, { ...body, task_id: body.task_id });
      const lang = await courseLang(app.db, place.subjectId, want);
      if (!lang)
        throw notFound('subject_not_found', `No course with subject_id ${place.subjectId}`);
      let tasks: TaskRow[];
      if (body.task_id === undefined) {
        tasks = await tasksOfChapter(app.db, place.subjectId, lang, place.chapterId);
        if (tasks.length === 0)
          throw notFound(
            'chapter_not_found',
            `No chapter ${place.chapterId} in subject ${place.subjectId}`,
          );
      } else {
        const row = await taskIn(app.db, place.subjectId, lang, body.task_id);
        if (!row) throw notFound('task_not_found', `No task with id ${body.task_id} in ${lang}`);
        tasks = [row];
      }
      const completed = new Set(
        (
          await app.db
            .select({ taskId: taskResults.taskId })
            .from(taskResults)
            .where(
              and(
                eq(taskResults.userId, user.id),
                eq(taskResults.isCompleted, true),
                inArray(
                  taskResults.taskId,
                  tasks.map((t) => t.taskId),
                ),
              ),
            )
        ).map((r) => r.taskId),
      );
      return done({
        subject_id: place.subjectId,
        chapter_id: place.chapterId,
        lang,
        chapter: await chapterInfo(app.db, place.subjectId, lang, place.chapterId),
        tasks: tasks.map((row) => {
          const { questions, ...task } = publicTask(row);
          return { ...task, is_completed: completed.has(row.taskId), questions };
        }),
      });
    },
  );
}
