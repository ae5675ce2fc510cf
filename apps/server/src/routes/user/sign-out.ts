/**
 * auth/sign-out POST {everywhere?} (auth): ends the caller's session on the server, so the token
 * stops working at once (a copy left in a shared phone's storage or a log is useless). With
 * `everywhere: true`, every session of the account ends (a lost phone, a shared password).
 * Answers how many sessions ended, and clears the browser's session cookie.
 */
import type { FastifyInstance } from 'fastify';
import { revokeSessions, tokenFrom } from '../../http/auth';
import { clearSessionCookie, cookieToken } from '../../http/session-cookie';
import { done } from '../../http/envelope';
import { AUTH_SECURITY } from '../learning/common';
import { answerSchema } from '../../http/response-schemas';
import { perStudent } from '../../http/rate-limits';

interface Body {
  everywhere?: boolean;
}

export default async function signOut(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body | undefined }>(
    '/auth/sign-out',
    {
      config: { auth: true, rateLimit: perStudent(20) },
      schema: {
        tags: ['auth'],
        summary: 'Ends this session, or every session of the account (everywhere: true).',
        security: AUTH_SECURITY,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { everywhere: { type: 'boolean' } },
        },
        response: answerSchema('user-service/auth/sign-out'),
      },
    },
    async (req, reply) => {
      const scope = req.body?.everywhere ? 'everywhere' : 'this';
      // auth: true has checked the token already. The browser's cookie ends with it, whichever
      // session it held.
      const token = tokenFrom(req)!;
      let ended = await revokeSessions(app.db, token, scope);
      const cookie = cookieToken(req);
      if (cookie !== null && cookie !== token) ended += await revokeSessions(app.db, cookie, scope);
      clearSessionCookie(reply);
      return done({ sessions_ended: ended });
    },
  );
}
