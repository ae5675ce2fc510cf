/**
 * user/remove-red-dot POST {keys} (auth): clears red dots of the student (section 4: the client
 * sends every key but red_dot_chat_buddy here; that one is accepted too). Keys: the two of section
 * 3; 1 to 10 of them; an unknown key is a 400 and nothing is cleared. Removing a key not shown is
 * fine. Answers the keys still shown.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { userOf } from '../../http/auth';
import { redDots } from '../../db/schema';
import { done } from '../../http/envelope';
import { RED_DOT_KEYS, redDotKeys, SECURITY } from './user-data';
import { answerSchema } from '../../http/response-schemas';

interface Body {
  keys: string[];
}

export default async function redDotRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/user/remove-red-dot',
    {
      config: { auth: true },
      schema: {
        tags: ['user'],
        summary: 'Clears red dots.',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['keys'],
          additionalProperties: false,
          properties: {
            keys: {
              type: 'array',
              minItems: 1,
              maxItems: 10,
              items: { type: 'string', enum: [...RED_DOT_KEYS] },
            },
          },
        },
        response: answerSchema('user-service/user/remove-red-dot'),
      },
    },
    async (req) => {
      const u = userOf(req);
      await app.db
        .delete(redDots)
        .where(and(eq(redDots.userId, u.id), inArray(redDots.key, req.body.keys)));
      return done({ red_dot_keys: await redDotKeys(app.db, u.id) });
    },
  );
}
