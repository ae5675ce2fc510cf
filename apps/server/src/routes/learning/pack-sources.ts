/**
 * What learning/course-pack.ts builds a course pack from, for get-course-pack and
 * get-chapter-pack alike (one cached computation serves both): the routes' own serialisers, so
 * every body and size is the wire's, the signing key, and the media route's folders.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { courseAssetFolders } from '../../content/content-media';
import { DEFAULT_CONTENT_DIR } from '../../content/seed';
import { responseHeaderBytes } from '../../http/header-bytes';
import { responseSchemaId } from '../../http/response-schemas';
import type { CoursePackSources } from '../../learning/course-pack';
import { packSigner } from '../../learning/pack-signing';

/** The answer schemas the pack's bodies are serialised by, as those routes send them. */
const ANSWERS = {
  questions: { $ref: responseSchemaId('learning-service/learning/get-questions') },
  tasks: { $ref: responseSchemaId('learning-service/learning/get-tasks') },
  chapterPack: { $ref: responseSchemaId('learning-service/learning/get-chapter-pack') },
};

/** A route's maker of pack sources for one request. */
export function packSources(
  app: FastifyInstance,
): (req: FastifyRequest, reply: FastifyReply) => Promise<CoursePackSources> {
  // The media route's folders (routes/content-media.ts), read on the first pack asked for.
  let folders: Map<number, string> | undefined;
  const assetsFolder = (subjectId: number) =>
    (folders ??= courseAssetFolders(app.config.contentDir ?? DEFAULT_CONTENT_DIR)).get(subjectId);
  // Fastify types a serialiser's input as an index-signature object; the envelopes are interfaces.
  const serializer = (reply: FastifyReply, schema: { $ref: string }) =>
    reply.compileSerializationSchema(schema, '200') as (body: object) => string;
  return async (req, reply) => ({
    serializeQuestions: serializer(reply, ANSWERS.questions),
    serializeTasks: serializer(reply, ANSWERS.tasks),
    serializeChapterPack: serializer(reply, ANSWERS.chapterPack),
    signer: await packSigner(app.db, app.config, app.now()),
    assetsFolder,
    log: req.log,
    headerBytes: responseHeaderBytes(reply),
  });
}
