/**
 * The student's own preference (section 3, User preference):
 * - POST user/set-user-preference (auth): a partial update of current_subject (a subject id, -1
 *   for none), lang (en | id | th | hi | ms, the same language as the profile's), accessibility_mode,
 *   community_in_app_popup, notif_token (push token, null to forget it), is_notification_allowed.
 *   Flags take true/false or 0/1. Unknown fields, wrong types or an empty body: 400, nothing written.
 *   Answers the whole preference.
 * - GET user/get-user-preference (auth, optional voting_link query): the whole preference;
 *   defaults for a student who never saved one. With voting_link (a vote share link the visitor
 *   arrived with), also `voting_link`: {event, candidate, path} to open, or null when it is no
 *   vote link (voting/vote-link.ts).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';

import { parseVoteLink, voteLinkPath } from '../../voting/vote-link';
import type { Db } from '../../db/client';
import { userPreferences, users } from '../../db/schema';
import { userOf, type User } from '../../http/auth';
import { done } from '../../http/envelope';
import { FLAG_SCHEMA, LANG_SCHEMA, SECURITY } from './user-data';
import { answerSchema } from '../../http/response-schemas';
import { forgetSessionsOf } from '../../http/session-cache';

type Flag = boolean | 0 | 1;

interface Body {
  current_subject?: number;
  lang?: string;
  accessibility_mode?: Flag;
  community_in_app_popup?: Flag;
  notif_token?: string | null;
  is_notification_allowed?: Flag;
}

const DEFAULTS = {
  currentSubject: -1,
  accessibilityMode: false,
  communityInAppPopup: true,
  notifToken: null as string | null,
  isNotificationAllowed: false,
};

async function preferenceOf(db: Db, user: User) {
  const [row] = await db
    .select()
    .from(userPreferences)
    .where(eq(userPreferences.userId, user.id))
    .limit(1);
  const p = row ?? DEFAULTS;
  return {
    current_subject: p.currentSubject,
    lang: user.lang,
    accessibility_mode: p.accessibilityMode,
    community_in_app_popup: p.communityInAppPopup,
    notif_token: p.notifToken,
    is_notification_allowed: p.isNotificationAllowed,
  };
}

const flag = (v: Flag | undefined) => (v === undefined ? undefined : v === true || v === 1);

export default async function userPreferenceRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/user/set-user-preference',
    {
      config: { auth: true },
      schema: {
        tags: ['user'],
        summary: "Saves part of the student's preference.",
        security: SECURITY,
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            current_subject: { type: 'integer', minimum: -1, maximum: 2_147_483_647 },
            lang: LANG_SCHEMA,
            accessibility_mode: FLAG_SCHEMA,
            community_in_app_popup: FLAG_SCHEMA,
            notif_token: { type: ['string', 'null'], maxLength: 4096 },
            is_notification_allowed: FLAG_SCHEMA,
          },
        },
        response: answerSchema('user-service/user/set-user-preference'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const b = req.body;
      const set: Partial<typeof userPreferences.$inferInsert> = {};
      if (b.current_subject !== undefined) set.currentSubject = b.current_subject;
      if (b.accessibility_mode !== undefined) set.accessibilityMode = flag(b.accessibility_mode);
      if (b.community_in_app_popup !== undefined)
        set.communityInAppPopup = flag(b.community_in_app_popup);
      if (b.notif_token !== undefined) set.notifToken = b.notif_token;
      if (b.is_notification_allowed !== undefined)
        set.isNotificationAllowed = flag(b.is_notification_allowed);
      const user = await app.db.transaction(async (tx) => {
        if (Object.keys(set).length > 0) {
          await tx
            .insert(userPreferences)
            .values({ userId: u.id, ...set })
            .onConflictDoUpdate({ target: userPreferences.userId, set });
        }
        if (b.lang === undefined) return u;
        const [row] = await tx
          .update(users)
          .set({ lang: b.lang })
          .where(eq(users.id, u.id))
          .returning();
        return row ?? u;
      });
      if (b.lang !== undefined) forgetSessionsOf(app.db, u.id);
      return done(await preferenceOf(app.db, user));
    },
  );

  app.get<{ Querystring: { voting_link?: string } }>(
    '/user/get-user-preference',
    {
      config: { auth: true },
      schema: {
        tags: ['user'],
        summary: "The student's preference (current_subject -1: no course chosen).",
        security: SECURITY,
        querystring: {
          type: 'object',
          properties: { voting_link: { type: 'string', maxLength: 2048 } },
        },
        response: answerSchema('user-service/user/get-user-preference'),
      },
    },
    async (req) => {
      const preference = await preferenceOf(app.db, userOf(req));
      if (req.query.voting_link === undefined) return done(preference);
      // The vote link a visitor arrived with (kept through the sign-in): where it leads.
      const link = parseVoteLink(req.query.voting_link);
      return done({
        ...preference,
        voting_link: link && {
          ...link,
          path: voteLinkPath(link.event, link.candidate ?? undefined),
        },
      });
    },
  );
}
