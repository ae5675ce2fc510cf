/**
 * refresh-chat-session POST (auth): the periodic tick's chat buddy session refresh (section 4;
 * the path is not spelt, see docs/decisions.md). Keeps the active session alive or starts one, and
 * answers {bDone, iMessageCode: 1, session_id} plus the day's limits in data.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../http/auth';
import { refreshSession } from '../../chat/store';
import { bDone } from '../../http/envelope';
import { limitsOf, SECURITY, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';
import { perStudent } from '../../http/rate-limits';

export default async function refreshChatSession(app: FastifyInstance): Promise<void> {
  app.post(
    '/refresh-chat-session',
    {
      config: { auth: true, rateLimit: perStudent(30) },
      schema: {
        tags: TAGS,
        summary: 'Keeps the chat buddy session alive (periodic tick).',
        security: SECURITY,
        response: answerSchema('learning-service/refresh-chat-session'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const sessionId = await refreshSession(app.db, u.id, app.now());
      return {
        ...bDone({ session_id: sessionId, ...(await limitsOf(app, u)) }),
        session_id: sessionId,
      };
    },
  );
}
