/** GET /media/shop/<file>.svg: the pictures of avatars and backgrounds (public, cached). */
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONTENT_DIR } from '../../content/seed';
import { SHOP_MEDIA_PREFIX } from '../../content/shop';
import { ApiError, MESSAGE_CODE } from '../../http/envelope';
import { nonJsonAnswer } from '../../http/response-schemas';
import { MEDIA_CSP } from '../../http/security-headers';

const notFound = () => new ApiError(404, 'not_found', 'No such media', MESSAGE_CODE.notFound);

export default async function shopMedia(app: FastifyInstance): Promise<void> {
  const dir = join(app.config.contentDir ?? DEFAULT_CONTENT_DIR, 'shop');
  app.get<{ Params: { file: string } }>(
    `${SHOP_MEDIA_PREFIX}:file`,
    {
      schema: {
        tags: ['shop'],
        summary: 'The picture of an avatar or a background (SVG).',
        response: nonJsonAnswer('image/svg+xml', 'The picture.'),
      },
    },
    async (req, reply) => {
      const { file } = req.params;
      if (!/^[a-z0-9-]{1,60}\.svg$/.test(file)) throw notFound();
      const body = await readFile(join(dir, file)).catch(() => null);
      if (!body) throw notFound();
      // An SVG served as an image never runs script: sandbox it anyway.
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', MEDIA_CSP)
        .send(body);
    },
  );
}
