/**
 * notification/push-public-key GET (no auth): the server's VAPID public key (base64url), the
 * applicationServerKey of the browser's push subscription.
 */
import type { FastifyInstance } from 'fastify';
import { done } from '../../http/envelope';
import { vapidKeys } from '../../notifications/vapid';
import { TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

export default async function pushPublicKey(app: FastifyInstance): Promise<void> {
  app.get(
    '/notification/push-public-key',
    {
      schema: {
        tags: TAGS,
        summary: "The server's VAPID public key for Web Push.",
        response: answerSchema('user-service/notification/push-public-key'),
      },
    },
    async () => done({ public_key: (await vapidKeys(app.db, app.config, app.now())).publicKey }),
  );
}
