/**
 * learning/get-chapter-pack (GET ?subject_id&chapter_id&lang): one chapter of a course as a
 * phone exports it to share with another phone offline (issue 24): its get-questions body, its
 * get-tasks body as a student with no plays sees it, and a statement of both (and of the media
 * its questions name) signed with the server's Ed25519 key. learning/chapter-pack.ts says what is
 * signed; learning/course-pack.ts builds it with the course pack (one cached computation).
 */
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import { done } from '../../http/envelope';
import { answerSchema } from '../../http/response-schemas';
import { langOf } from '../../learning/catalogue';
import { builtPack } from '../../learning/course-pack';
import { AUTH_SECURITY, idSchema, langSchema, notFound, TAGS } from './common';
import { packSources } from './pack-sources';

interface Query {
  subject_id: number;
  chapter_id: number;
  lang?: Lang;
}

export default async function getChapterPack(app: FastifyInstance): Promise<void> {
  const sources = packSources(app);
  app.get<{ Querystring: Query }>(
    '/learning/get-chapter-pack',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'One chapter, signed, to share with another phone offline.',
        security: AUTH_SECURITY,
        querystring: {
          type: 'object',
          required: ['subject_id', 'chapter_id'],
          additionalProperties: false,
          properties: { subject_id: idSchema, chapter_id: idSchema, lang: langSchema },
        },
        response: answerSchema('learning-service/learning/get-chapter-pack'),
      },
    },
    async (req, reply) => {
      const { subject_id: subjectId, chapter_id: chapterId } = req.query;
      const want = req.query.lang ?? langOf(userOf(req));
      const built = await builtPack(app.db, subjectId, want, await sources(req, reply));
      if (!built) throw notFound('subject_not_found', `No course with subject_id ${subjectId}`);
      const pack = built.chapters.get(chapterId);
      // Not in the course, or no tasks in the language served (get-questions answers 404 too).
      if (!pack)
        throw notFound('chapter_not_found', `No chapter ${chapterId} in subject ${subjectId}`);
      return done(pack);
    },
  );
}
