/**
 * notification/get-notifications GET ?lang&open (auth): the student's notifications, newest
 * first (at most NOTIFICATION_PAGE), rendered in `lang` (default the student's); `new`: how many
 * unseen arrived since the panel was last opened; `community_nudge`: whether to invite the
 * student to the community (true while they belong to no community and have no notification of
 * community activity). open=true is the panel opening: it resets `new` to 0 (section 4).
 */
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import { notificationPanels } from '../../db/schema';
import { done } from '../../http/envelope';
import { langOf } from '../../learning/catalogue';
import { readInbox } from '../../notifications/inbox';
import { notificationText, type NotificationKind } from '../../notifications/kinds';
import { NOTIFICATION_PAGE, SECURITY, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

interface Query {
  lang?: Lang;
  open?: boolean;
}

export default async function getNotifications(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Query }>(
    '/notification/get-notifications',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "The student's notifications and the new count.",
        security: SECURITY,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            lang: { enum: ['en', 'id', 'th', 'hi', 'ms'] },
            open: { type: 'boolean' },
          },
        },
        response: answerSchema('user-service/notification/get-notifications'),
      },
    },
    async (req, reply) => {
      const u = userOf(req);
      const lang = req.query.lang ?? langOf(u);
      const now = app.now();
      if (req.query.open) {
        await app.db
          .insert(notificationPanels)
          .values({ userId: u.id, openedAt: now })
          .onConflictDoUpdate({ target: notificationPanels.userId, set: { openedAt: now } });
      }
      const { rows, fresh, inCommunity } = await readInbox(app.db, u.id, NOTIFICATION_PAGE);
      reply.header('cache-control', 'no-store');
      return done({
        new: fresh,
        community_nudge: !inCommunity && !rows.some((r) => r.kind === 'community_reply'),
        notifications: rows.map((r) => ({
          id: r.id,
          seen: r.seen,
          type: r.kind,
          ...notificationText(r.kind as NotificationKind, r.params, lang),
          link: r.link,
          created_at: new Date(r.createdAt).toISOString(),
        })),
      });
    },
  );
}
