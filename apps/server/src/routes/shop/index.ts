/** The shop (user service): shop/get-items and shop/buy. See docs/api.md, Profile and shop. */
import type { FastifyInstance } from 'fastify';
import { userOf, userRowOf } from '../../http/auth';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { langOf } from '../../learning/catalogue';
import { buyItem } from '../../shop/buy';
import { avatarView, backgroundView, itemsOf, ownedIds, type ItemKind } from '../../shop/catalogue';
import { SECURITY } from '../user/user-data';
import { answerSchema } from '../../http/response-schemas';

const TAGS = ['shop'];
const KIND = { type: 'string', enum: ['avatar', 'background'] } as const;

export default async function shopRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { type?: ItemKind } }>(
    '/shop/get-items',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'Avatars and backgrounds with price and lock state.',
        security: SECURITY,
        querystring: { type: 'object', properties: { type: KIND } },
        response: answerSchema('user-service/shop/get-items'),
      },
    },
    async (req) => {
      const u = await userRowOf(app.db, userOf(req).id);
      const lang = langOf(userOf(req));
      const want = (k: ItemKind) => req.query.type === undefined || req.query.type === k;
      const [avatars, backgrounds, ownedA, ownedB] = await Promise.all([
        want('avatar') ? itemsOf(app.db, 'avatar') : [],
        want('background') ? itemsOf(app.db, 'background') : [],
        ownedIds(app.db, u.id, 'avatar'),
        ownedIds(app.db, u.id, 'background'),
      ]);
      return done({
        points: u.points,
        diamond: u.diamond,
        avatars: avatars.map((a) => avatarView(a, ownedA, lang)),
        backgrounds: backgrounds.map((b) => backgroundView(b, ownedB, lang)),
      });
    },
  );

  app.post<{ Body: { type: ItemKind; id: number } }>(
    '/shop/buy',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'Buys an avatar or a background with points or diamonds (once).',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['type', 'id'],
          additionalProperties: false,
          properties: { type: KIND, id: { type: 'integer', minimum: 0, maximum: 1_000_000 } },
        },
        response: answerSchema('user-service/shop/buy'),
      },
    },
    async (req) => {
      const { type, id } = req.body;
      const o = await buyItem(app.db, userOf(req).id, type, id, app.now());
      if (o.status === 'not_found')
        throw new ApiError(
          404,
          'item_not_found',
          `No ${type} ${id} in the shop`,
          MESSAGE_CODE.notFound,
        );
      if (o.status === 'not_enough') {
        throw new ApiError(
          402,
          o.currency === 'diamond' ? 'not_enough_diamond' : 'not_enough_points',
          `Not enough ${o.currency === 'diamond' ? 'diamonds' : 'points'}: ${o.cost} needed, ${o.balance} held`,
          MESSAGE_CODE.limit,
          { currency: o.currency, cost: o.cost, balance: o.balance },
        );
      }
      return done({ result: o.status, type, id, points: o.points, diamond: o.diamond });
    },
  );
}
