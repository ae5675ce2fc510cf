/** learning/set-like {task_id}: toggles the student's like of a task; answers liked and the count. */
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { userOf } from '../../http/auth';
import { taskLikes } from '../../db/schema';
import { bDone } from '../../http/envelope';
import { langOf, locateTask } from '../../learning/catalogue';
import { AUTH_SECURITY, notFound, TAGS, taskIdBody } from './common';
import { answerSchema } from '../../http/response-schemas';

export default async function setLike(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { task_id: number } }>(
    '/learning/set-like',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "Toggles the student's like of a task.",
        security: AUTH_SECURITY,
        body: taskIdBody,
        response: answerSchema('learning-service/learning/set-like'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const taskId = req.body.task_id;
      if (!(await locateTask(app.db, taskId, langOf(user))))
        throw notFound('task_not_found', `No task with id ${taskId}`);
      const mine = and(eq(taskLikes.userId, user.id), eq(taskLikes.taskId, taskId));
      const liked = await app.db.transaction(async (tx) => {
        const removed = await tx
          .delete(taskLikes)
          .where(mine)
          .returning({ taskId: taskLikes.taskId });
        if (removed.length > 0) return false;
        await tx
          .insert(taskLikes)
          .values({ userId: user.id, taskId, createdAt: app.now() })
          .onConflictDoNothing();
        return true;
      });
      const [total] = await app.db
        .select({ n: count() })
        .from(taskLikes)
        .where(eq(taskLikes.taskId, taskId));
      return bDone({ task_id: taskId, liked, count: total?.n ?? 0 });
    },
  );
}
