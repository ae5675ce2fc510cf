/**
 * learning/task-completion {task_id}: marks a task done for the student (for content the student
 * reads or watches, and for the task list's check mark). It gives no points, diamonds or chapter
 * progress: those come only from re-scored finish records, so this call cannot skip a quiz.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { userOf } from '../../http/auth';
import { taskResults } from '../../db/schema';
import { bDone } from '../../http/envelope';
import { langOf, locateTask, tasksOfChapter } from '../../learning/catalogue';
import { AUTH_SECURITY, notFound, TAGS, taskIdBody } from './common';
import { answerSchema } from '../../http/response-schemas';

export default async function taskCompletion(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { task_id: number } }>(
    '/learning/task-completion',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'Marks a task done for the student (no rewards).',
        security: AUTH_SECURITY,
        body: taskIdBody,
        response: answerSchema('learning-service/learning/task-completion'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const taskId = req.body.task_id;
      const where = await locateTask(app.db, taskId, langOf(user));
      if (!where) throw notFound('task_not_found', `No task with id ${taskId}`);
      const now = app.now();
      await app.db
        .insert(taskResults)
        .values({
          userId: user.id,
          taskId,
          subjectId: where.subjectId,
          chapterId: where.chapterId,
          isCompleted: true,
          completedAt: now,
        })
        .onConflictDoUpdate({
          target: [taskResults.userId, taskResults.taskId],
          set: {
            isCompleted: true,
            completedAt: sql`coalesce(${taskResults.completedAt}, excluded.completed_at)`,
          },
        });
      const tasks = await tasksOfChapter(app.db, where.subjectId, where.lang, where.chapterId);
      const next = tasks[tasks.findIndex((t) => t.taskId === taskId) + 1];
      return bDone({
        task_id: taskId,
        subject_id: where.subjectId,
        chapter_id: where.chapterId,
        is_completed: true,
        next_task_id: next?.taskId ?? null,
      });
    },
  );
}
