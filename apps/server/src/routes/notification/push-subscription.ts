/**
 * notification/set-push-subscription POST {endpoint, keys: {p256dh, auth}} (auth): stores this
 * device's push subscription (one row per endpoint: a device that changes hands moves to the
 * signed-in student). The endpoint passes the outgoing-request guard first (https, a host that
 * resolves to public addresses only; http/outgoing-url-guard.ts), else 400 invalid_endpoint with
 * one message whatever the reason. A student keeps their newest `push.maxSubscriptions`
 * subscriptions: a new one beyond that replaces the oldest (docs/decisions.md).
 * notification/remove-push-subscription POST {endpoint} (auth): forgets it (only the student's
 * own) and always answers `{removed: true}`, so its answer says nothing about whether a push
 * service had already dropped the row (a 404 or 410 removes it).
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { userOf } from '../../http/auth';
import { pushSubscriptions } from '../../db/schema';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { checkOutgoingUrl, OutgoingUrlRefused } from '../../http/outgoing-url-guard';
import { SECURITY, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const b64url = { type: 'string', pattern: '^[A-Za-z0-9_-]+=*$' } as const;

async function checkEndpoint(app: FastifyInstance, endpoint: string): Promise<void> {
  const { allowLoopback, timeoutMs } = app.config.outgoing;
  try {
    await checkOutgoingUrl(
      endpoint,
      { allowLoopback, timeoutMs },
      AbortSignal.timeout(Math.min(timeoutMs, 5_000)),
    );
  } catch (e) {
    // The reason goes to the log only: telling it apart would map the server's network.
    app.log.info({ reason: (e as Error).message }, 'push endpoint refused');
    if (e instanceof OutgoingUrlRefused || (e as Error).name === 'TimeoutError')
      throw new ApiError(
        400,
        'invalid_endpoint',
        'Invalid request: endpoint must be an https URL of a push service on a public address',
        MESSAGE_CODE.validation,
      );
    throw e;
  }
}

export default async function pushSubscriptionRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Subscription }>(
    '/notification/set-push-subscription',
    {
      // Each call resolves the endpoint's host name: limited per client address.
      config: { auth: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
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
        response: answerSchema('user-service/notification/set-push-subscription'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const { endpoint, keys } = req.body;
      await checkEndpoint(app, endpoint);
      const row = {
        userId: u.id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        createdAt: app.now(),
      };
      await app.db.transaction(async (tx) => {
        await tx
          .insert(pushSubscriptions)
          .values(row)
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
        // The newest ones stay: a new device beyond the cap replaces the oldest.
        const newest = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, u.id))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(app.config.push.maxSubscriptions);
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, u.id), notInArray(pushSubscriptions.id, newest)));
      });
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
        response: answerSchema('user-service/notification/remove-push-subscription'),
      },
    },
    async (req) => {
      const u = userOf(req);
      await app.db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, u.id),
            eq(pushSubscriptions.endpoint, req.body.endpoint),
          ),
        );
      // The same answer whether a row was there or not: whether a push service had answered
      // 404/410 (and so removed it) must not be readable here.
      return done({ removed: true });
    },
  );
}
