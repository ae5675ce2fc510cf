/**
 * learning/get-course-pack (GET ?subject_id&lang): what an offline download of a course holds and
 * how big it is, before a phone downloads it (issue 24): its chapters' get-questions bodies and
 * the media their questions name, each sized, and a version that changes with any of it.
 * learning/course-pack.ts computes it.
 */
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@web-ed/engine';
import { courseAssetFolders } from '../../content/content-media';
import { DEFAULT_CONTENT_DIR } from '../../content/seed';
import { userOf } from '../../http/auth';
import { done } from '../../http/envelope';
import { answerSchema, responseSchemaId } from '../../http/response-schemas';
import { langOf } from '../../learning/catalogue';
import { coursePack } from '../../learning/course-pack';
import { AUTH_SECURITY, idSchema, langSchema, notFound, TAGS } from './common';

/** get-questions' answer schema: its bodies are serialised by it, as that route sends them. */
const QUESTIONS_ANSWER = { $ref: responseSchemaId('learning-service/learning/get-questions') };

export default async function getCoursePack(app: FastifyInstance): Promise<void> {
  // The media route's folders (routes/content-media.ts), read on the first pack asked for.
  let folders: Map<number, string> | undefined;
  const assetsFolder = (subjectId: number) =>
    (folders ??= courseAssetFolders(app.config.contentDir ?? DEFAULT_CONTENT_DIR)).get(subjectId);

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
      const pack = await coursePack(app.db, subjectId, req.query.lang ?? langOf(userOf(req)), {
        // Fastify types its input as an index-signature object; the envelope is an interface.
        serialize: reply.compileSerializationSchema(QUESTIONS_ANSWER, '200') as (
          body: object,
        ) => string,
        assetsFolder,
        log: req.log,
      });
      if (!pack) throw notFound('subject_not_found', `No course with subject_id ${subjectId}`);
      return done(pack);
    },
  );
}
