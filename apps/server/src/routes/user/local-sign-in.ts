/**
 * auth/local-sign-in: the embedded default's sign-in by name or email, no password, so a
 * newcomer can use the app with no Google account. Off in production unless LOCAL_SIGN_IN is set
 * (403 local_sign_in_off). The identity is trimmed and lower-cased: "Ayu@Example.com" and
 * "ayu@example.com" are the same student.
 */
import type { FastifyInstance } from 'fastify';
import { findOrCreateUser, LOCAL_ISSUER } from '../../auth/accounts';
import { issueSession } from '../../http/auth';
import { ApiError, done } from '../../http/envelope';
import { signInResponse } from './sign-in-response';

interface Body {
  identity: string;
}

export default async function localSignIn(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/auth/local-sign-in',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Local sign-in by name or email (embedded default only).',
        body: {
          type: 'object',
          required: ['identity'],
          additionalProperties: false,
          properties: {
            identity: { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s].*[^\\s]$' },
          },
        },
      },
    },
    async (req) => {
      if (!app.config.localSignIn)
        throw new ApiError(403, 'local_sign_in_off', 'Local sign-in is turned off on this server');
      const subject = req.body.identity.trim().toLowerCase();
      const email = subject.includes('@') ? subject : null;
      const now = app.now();
      const { user } = await findOrCreateUser(
        app.db,
        { issuer: LOCAL_ISSUER, subject, email },
        now,
      );
      const token = await issueSession(app.db, user.id, now);
      return done(signInResponse({ ...user, lastLogin: now }, token));
    },
  );
}
