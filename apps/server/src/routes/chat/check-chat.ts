/**
 * check-chat GET (auth): the buddy's state without its messages, for the badge and the composer:
 * limits of the day, which tutor answers, the active session (or null), whether the student has
 * any message, and whether the red dot red_dot_chat_buddy is still shown.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../http/auth';
import { activeSession, hasAnyMessage } from '../../chat/store';
import { redDots } from '../../db/schema';
import { done } from '../../http/envelope';
import { CHAT_RED_DOT, limitsOf, SECURITY, TAGS, tutorMode } from './common';
import { answerSchema } from '../../http/response-schemas';

export default async function checkChat(app: FastifyInstance): Promise<void> {
  app.get(
    '/check-chat',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'The chat buddy state: limits, tutor, session, red dot.',
        security: SECURITY,
        response: answerSchema('learning-service/check-chat'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const [session, any, dot] = await Promise.all([
        activeSession(app.db, u.id, app.now()),
        hasAnyMessage(app.db, u.id),
        app.db
          .select()
          .from(redDots)
          .where(and(eq(redDots.userId, u.id), eq(redDots.key, CHAT_RED_DOT))),
      ]);
      return done({
        ...(await limitsOf(app, u)),
        tutor: tutorMode(app),
        session_id: session?.id ?? null,
        has_messages: any,
        red_dot: dot.length > 0,
      });
    },
  );
}
