/**
 * The profile's pictures: user/get-avatars, user/get-backgrounds, user/set-background. Avatars
 * are set with user/update-user-info (current_avatar). See docs/api.md, Profile and shop.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { userOf } from '../../http/auth';
import { forgetSessionsOf } from '../../http/session-cache';
import { redDots, users } from '../../db/schema';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import {
  avatarView,
  backgroundView,
  isOwned,
  itemOf,
  itemsOf,
  ownedIds,
} from '../../shop/catalogue';
import { SECURITY } from './user-data';
import { answerSchema } from '../../http/response-schemas';
import { langOf } from '../../learning/catalogue';

export default async function profileItems(app: FastifyInstance): Promise<void> {
  app.get(
    '/user/get-avatars',
    {
      config: { auth: true },
      schema: {
        tags: ['user'],
        summary: 'Avatars with lock state and price.',
        security: SECURITY,
        response: answerSchema('user-service/user/get-avatars'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const lang = langOf(u);
      const [items, owned] = await Promise.all([
        itemsOf(app.db, 'avatar'),
        ownedIds(app.db, u.id, 'avatar'),
      ]);
      return done({
        current_avatar: u.currentAvatar,
        avatars: items.map((i) => avatarView(i, owned, lang)),
      });
    },
  );

  app.get(
    '/user/get-backgrounds',
    {
      config: { auth: true },
      schema: {
        tags: ['user'],
        summary: 'Backgrounds with lock state and price, and the new-background red dot.',
        security: SECURITY,
        response: answerSchema('user-service/user/get-backgrounds'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const lang = langOf(u);
      const [items, owned, dot] = await Promise.all([
        itemsOf(app.db, 'background'),
        ownedIds(app.db, u.id, 'background'),
        app.db
          .select({ key: redDots.key })
          .from(redDots)
          .where(and(eq(redDots.userId, u.id), eq(redDots.key, 'red_dot_new_background'))),
      ]);
      return done({
        current_background: u.currentBackground,
        red_dot_new_background: dot.length > 0,
        backgrounds: items.map((i) => backgroundView(i, owned, lang)),
      });
    },
  );

  app.post<{ Body: { background_id: number } }>(
    '/user/set-background',
    {
      config: { auth: true },
      schema: {
        tags: ['user'],
        summary: 'Sets the profile background (free or owned).',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['background_id'],
          additionalProperties: false,
          properties: { background_id: { type: 'integer', minimum: 0, maximum: 1_000_000 } },
        },
        response: answerSchema('user-service/user/set-background'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const id = req.body.background_id;
      const item = await itemOf(app.db, 'background', id);
      if (!item)
        throw new ApiError(404, 'item_not_found', `No background ${id}`, MESSAGE_CODE.notFound);
      if (!isOwned(item, await ownedIds(app.db, u.id, 'background')))
        throw new ApiError(
          400,
          'background_locked',
          `Invalid request: background ${id} is not yours yet`,
          MESSAGE_CODE.validation,
        );
      await app.db.update(users).set({ currentBackground: id }).where(eq(users.id, u.id));
      forgetSessionsOf(app.db, u.id);
      return done({ current_background: id, background_url: item.url });
    },
  );
}
