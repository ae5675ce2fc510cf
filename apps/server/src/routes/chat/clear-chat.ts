/**
 * clear-chat GET (auth; GET as the spec spells it): deletes every session and message of the
 * student. The day's message count stays, so clearing does not reset the daily limit.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../http/auth';
import { clearChat } from '../../chat/store';
import { done } from '../../http/envelope';
import { limitsOf, SECURITY, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';
import { perStudent } from '../../http/rate-limits';

export default async function clearChatRoute(app: FastifyInstance): Promise<void> {
  app.get(
    '/clear-chat',
    {
      config: { auth: true, rateLimit: perStudent(20) },
      schema: {
        tags: TAGS,
        summary: 'Deletes the chat history.',
        security: SECURITY,
        response: answerSchema('learning-service/clear-chat'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const sessions = await clearChat(app.db, u.id);
      return done({ cleared_sessions: sessions, session_id: null, ...(await limitsOf(app, u)) });
    },
  );
}
