/**
 * notification/set-push-subscription POST {endpoint, keys: {p256dh, auth}} (auth): stores this
 * device's push subscription (one row per endpoint: a device that changes hands moves to the
 * signed-in student). notification/remove-push-subscription POST {endpoint} (auth): forgets it
 * (only the student's own). Endpoints must be https (http only for localhost, as in tests).
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { userOf } from '../../app';
import { pushSubscriptions } from '../../db/schema';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { SECURITY, TAGS } from './common';

interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const b64url = { type: 'string', pattern: '^[A-Za-z0-9_-]+=*$' } as const;

function checkEndpoint(endpoint: string): void {
  let url: URL | null;
  try {
    url = new URL(endpoint);
  } catch {
    url = null;
  }
  const local = url !== null && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && local)))
    throw new ApiError(
      400,
      'invalid_endpoint',
      'Invalid request: endpoint must be an https URL',
      MESSAGE_CODE.validation,
    );
}

export default async function pushSubscriptionRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Subscription }>(
    '/notification/set-push-subscription',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "Stores this device's Web Push subscription.",
        security: SECURITY,
        body: {
          type: 'object',
          required: ['endpoint', 'keys'],
          properties: {
            endpoint: { type: 'string', minLength: 10, maxLength: 2000 },
            expirationTime: { type: ['number', 'null'] },
            keys: {
              type: 'object',
              required: ['p256dh', 'auth'],
              properties: {
                p256dh: { ...b64url, minLength: 80, maxLength: 100 },
                auth: { ...b64url, minLength: 16, maxLength: 32 },
              },
            },
          },
        },
      },
    },
    async (req) => {
      const u = userOf(req);
      const { endpoint, keys } = req.body;
      checkEndpoint(endpoint);
      const row = {
        userId: u.id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        createdAt: app.now(),
      };
      await app.db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
      return done({ subscribed: true });
    },
  );

  app.post<{ Body: { endpoint: string } }>(
    '/notification/remove-push-subscription',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "Forgets this device's Web Push subscription.",
        security: SECURITY,
        body: {
          type: 'object',
          required: ['endpoint'],
          additionalProperties: false,
          properties: { endpoint: { type: 'string', minLength: 1, maxLength: 2000 } },
        },
      },
    },
    async (req) => {
      const u = userOf(req);
      const gone = await app.db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, u.id),
            eq(pushSubscriptions.endpoint, req.body.endpoint),
          ),
        )
        .returning({ id: pushSubscriptions.id });
      return done({ removed: gone.length });
    },
  );
}
