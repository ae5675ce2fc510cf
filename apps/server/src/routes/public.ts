/** Unauthenticated, unprefixed routes: the version file and a health check. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { APP_VERSION } from '@web-ed/engine';

export default async function publicRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/data/version.json',
    {
      schema: {
        tags: ['public'],
        summary: 'The deployed app version; clients reload when it differs from theirs.',
        response: {
          200: {
            type: 'object',
            required: ['version'],
            properties: { version: { type: 'string' } },
          },
        },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache, no-store, must-revalidate');
      return { version: APP_VERSION };
    },
  );

  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => {
    await app.db.execute(sql`select 1`);
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });
}
