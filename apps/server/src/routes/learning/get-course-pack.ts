/**
 * learning/get-course-pack (GET ?subject_id&lang): what an offline download of a course holds and
 * how big it is, before a phone downloads it (issue 24): its chapters' get-questions bodies and
 * the media their questions name, each sized, each chapter's get-chapter-pack size, and a version
 * that changes with any of it. learning/course-pack.ts computes it.
 */
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import { done } from '../../http/envelope';
import { answerSchema } from '../../http/response-schemas';
import { langOf } from '../../learning/catalogue';
import { coursePack } from '../../learning/course-pack';
import { AUTH_SECURITY, idSchema, langSchema, notFound, TAGS } from './common';
import { packSources } from './pack-sources';

export default async function getCoursePack(app: FastifyInstance): Promise<void> {
  const sources = packSources(app);
  app.get<{ Querystring: { subject_id: number; lang?: Lang } }>(
    '/learning/get-course-pack',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "What a course's offline download holds and its size, before downloading.",
        security: AUTH_SECURITY,
        querystring: {
          type: 'object',
          required: ['subject_id'],
          additionalProperties: false,
          properties: { subject_id: idSchema, lang: langSchema },
        },
        response: answerSchema('learning-service/learning/get-course-pack'),
      },
    },
    async (req, reply) => {
      const subjectId = req.query.subject_id;
      const want = req.query.lang ?? langOf(userOf(req));
      const pack = await coursePack(app.db, subjectId, want, await sources(req, reply));
      if (!pack) throw notFound('subject_not_found', `No course with subject_id ${subjectId}`);
      return done(pack);
    },
  );
}
