/**
 * notification/push-public-key GET (no auth): the server's VAPID public key (base64url), the
 * applicationServerKey of the browser's push subscription.
 */
import type { FastifyInstance } from 'fastify';
import { done } from '../../http/envelope';
import { vapidKeys } from '../../notifications/vapid';
import { TAGS } from './common';

export default async function pushPublicKey(app: FastifyInstance): Promise<void> {
  app.get(
    '/notification/push-public-key',
    {
      schema: {
        tags: TAGS,
        summary: "The server's VAPID public key for Web Push.",
        response: {
          200: {
            type: 'object',
            required: ['done', 'data'],
            properties: {
              done: { const: 1 },
              message_code: { type: 'integer' },
              data: {
                type: 'object',
                required: ['public_key'],
                properties: { public_key: { type: 'string' } },
              },
            },
          },
        },
      },
    },
    async () => done({ public_key: (await vapidKeys(app.db, app.config, app.now())).publicKey }),
  );
}
