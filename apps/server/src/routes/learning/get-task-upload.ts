/**
 * learning/get-task-upload?question_id (GET, auth): the student's own hand-ins for one fun
 * activity and the chances left, so a reopened activity shows the server's count.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { UPLOAD_CHANCES } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import { taskUploads } from '../../db/schema';
import { done } from '../../http/envelope';
import { funActivityOf } from '../../uploads/fun-activity';
import { AUTH_SECURITY, notFound, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

export default async function getTaskUpload(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { question_id: string } }>(
    '/learning/get-task-upload',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "The student's uploads for a fun activity and the chances left.",
        security: AUTH_SECURITY,
        querystring: {
          type: 'object',
          required: ['question_id'],
          additionalProperties: false,
          properties: { question_id: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,100}$' } },
        },
        response: answerSchema('learning-service/learning/get-task-upload'),
      },
    },
    async (req, reply) => {
      const user = userOf(req);
      const questionId = req.query.question_id;
      if (!(await funActivityOf(app.db, questionId)))
        throw notFound('activity_not_found', `No fun activity ${questionId}`);
      const rows = await app.db
        .select({
          fileName: taskUploads.fileName,
          type: taskUploads.ext,
          bytes: taskUploads.bytes,
          createdAt: taskUploads.createdAt,
        })
        .from(taskUploads)
        .where(and(eq(taskUploads.userId, user.id), eq(taskUploads.questionId, questionId)))
        .orderBy(asc(taskUploads.attempt));
      reply.header('cache-control', 'no-store');
      return done({
        question_id: questionId,
        chances_left: Math.max(0, UPLOAD_CHANCES - rows.length),
        uploads: rows.map((r) => ({
          file_name: r.fileName,
          type: r.type,
          bytes: r.bytes,
          created_at: r.createdAt.toISOString(),
        })),
      });
    },
  );
}
