/**
 * notification/set-notifications POST {action, notif_ids?} (auth): action "seen" marks the given
 * notifications seen (all unseen ones when notif_ids is absent); "delete" removes the given ones
 * (notif_ids required). Only the student's own notifications are touched; answers the ids changed.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { userOf } from '../../http/auth';
import { notifications } from '../../db/schema';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { SECURITY, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

interface Body {
  action: 'seen' | 'delete';
  notif_ids?: number[];
  /** The spec's `type` (kept for old clients): ignored. */
  type?: string;
}

export default async function setNotifications(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/notification/set-notifications',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'Marks notifications seen or deletes them.',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['action'],
          additionalProperties: false,
          properties: {
            action: { enum: ['seen', 'delete'] },
            notif_ids: {
              type: 'array',
              minItems: 1,
              maxItems: 100,
              items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            },
            type: { type: 'string', maxLength: 50 },
          },
        },
        response: answerSchema('user-service/notification/set-notifications'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const { action, notif_ids: ids } = req.body;
      const mine = and(
        eq(notifications.userId, u.id),
        ids ? inArray(notifications.id, ids) : undefined,
      );
      if (action === 'delete') {
        if (!ids)
          throw new ApiError(
            400,
            'invalid_request',
            'Invalid request: delete needs notif_ids',
            MESSAGE_CODE.validation,
          );
        const gone = await app.db
          .delete(notifications)
          .where(mine)
          .returning({ id: notifications.id });
        return done({ action, notif_ids: gone.map((r) => r.id) });
      }
      const seen = await app.db
        .update(notifications)
        .set({ seen: true })
        .where(and(mine, eq(notifications.seen, false)))
        .returning({ id: notifications.id });
      return done({ action, notif_ids: seen.map((r) => r.id) });
    },
  );
}
