/**
 * GET /media/content/<subject_id>/<path>: a course's media (audio, video, images), as content
 * documents name them (`assets/…` is stripped). Public like the page assets: media carries no
 * student data, and the service worker caches it for offline play. Partner pages embedding a
 * course (apps/embed) show it too, so it may be loaded cross-origin.
 */
import { relative } from 'node:path';
import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import { CONTENT_MEDIA_PREFIX } from '@web-ed/engine';
import { courseAssetFolders, mediaFile } from '../content/content-media';
import { DEFAULT_CONTENT_DIR } from '../content/seed';
import { ApiError } from '../http/envelope';
import { nonJsonAnswer } from '../http/response-schemas';

const notFound = () => new ApiError(404, 'not_found', 'No such media');

export default async function contentMediaRoutes(app: FastifyInstance): Promise<void> {
  const folders = courseAssetFolders(app.config.contentDir ?? DEFAULT_CONTENT_DIR);
  app.get<{ Params: { subjectId: string; '*': string } }>(
    `${CONTENT_MEDIA_PREFIX}:subjectId/*`,
    {
      schema: {
        tags: ['public'],
        summary: "A course's media file (audio, video, image, WebVTT), with range requests.",
        response: nonJsonAnswer(
          ['audio/*', 'video/*', 'image/*', 'text/vtt'],
          'The file (206 for a range), typed by its extension.',
          { statuses: [200, 206] },
        ),
      },
    },
    async (req, reply) => {
      const folder = /^\d{1,9}$/.test(req.params.subjectId)
        ? folders.get(Number(req.params.subjectId))
        : undefined;
      const path = req.params['*'].replace(/^assets\//, '');
      const media = folder ? mediaFile(folder, path) : null;
      if (!media) throw notFound();
      // @fastify/send: range requests (seeking audio and video), ETag and 304s.
      const sent = await send(req.raw, relative(folder ?? '', media.file), {
        root: folder,
        dotfiles: 'deny',
        index: false,
        maxAge: 86_400_000,
      });
      if (sent.type !== 'file') throw notFound();
      reply
        .code(sent.statusCode)
        .headers(sent.headers)
        .header('content-type', media.type)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin');
      return reply.send(sent.stream);
    },
  );
}
