/**
 * notification/get-notifications GET ?lang&open (auth): the student's notifications, newest
 * first (at most NOTIFICATION_PAGE), rendered in `lang` (default the student's); `new`: how many
 * unseen arrived since the panel was last opened; `community_nudge`: whether to invite the
 * student to the community (true while they belong to no community and have no notification of
 * community activity). open=true is the panel opening: it resets `new` to 0 (section 4).
 */
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Lang } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import { communityMembers, notificationPanels, notifications } from '../../db/schema';
import { done } from '../../http/envelope';
import { langOf } from '../../learning/catalogue';
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
      const [panel] = await app.db
        .select()
        .from(notificationPanels)
        .where(eq(notificationPanels.userId, u.id));
      const rows = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, u.id))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(NOTIFICATION_PAGE);
      const [fresh] = await app.db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, u.id),
            eq(notifications.seen, false),
            panel ? gt(notifications.createdAt, panel.openedAt) : undefined,
          ),
        );
      // Issue 8: no nudge once the student belongs to a community.
      const [joined] = await app.db
        .select({ id: communityMembers.communityId })
        .from(communityMembers)
        .where(eq(communityMembers.userId, u.id))
        .limit(1);
      reply.header('cache-control', 'no-store');
      return done({
        new: fresh?.n ?? 0,
        community_nudge: !joined && !rows.some((r) => r.kind === 'community_reply'),
        notifications: rows.map((r) => ({
          id: r.id,
          seen: r.seen,
          type: r.kind,
          ...notificationText(r.kind as NotificationKind, r.params, lang),
          link: r.link,
          created_at: r.createdAt.toISOString(),
        })),
      });
    },
  );
}
