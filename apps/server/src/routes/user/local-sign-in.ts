/**
 * auth/local-sign-in: the embedded default's sign-in by name or email, no password, so a
 * newcomer can use the app with no Google account. Anyone who reaches the server can be any
 * student this way, so it is on by default only for a server that answers its own machine alone
 * (loopback HOST, no TRUST_PROXY, not production); elsewhere only with LOCAL_SIGN_IN=on, and the
 * server warns on start (config.ts localSignInWarning). Off: 403 local_sign_in_off.
 *
 * The identity is trimmed and lower-cased: "Ayu@Example.com" and "ayu@example.com" are the same
 * student. A typed email is never a verified one. The seeded content's demo accounts (issuer
 * demo: community owners, teachers) open only where config.demoSignIn allows.
 */
import type { FastifyInstance } from 'fastify';
import { findOrCreateUser, LOCAL_ISSUER, userByIdentity } from '../../auth/accounts';
import { localSignInWarning } from '../../config';
import { DEMO_ISSUER } from '../../content/demo-accounts';
import { setSessionCookie } from '../../http/session-cookie';
import { issueSession } from '../../http/auth';
import { ApiError, done } from '../../http/envelope';
import { signInResponse } from './sign-in-response';
import { answerSchema } from '../../http/response-schemas';

interface Body {
  identity: string;
}

export default async function localSignIn(app: FastifyInstance): Promise<void> {
  const warning = localSignInWarning(app.config);
  if (warning) app.log.warn(warning);
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
        response: answerSchema('user-service/auth/local-sign-in'),
      },
    },
    async (req, reply) => {
      if (!app.config.localSignIn)
        throw new ApiError(403, 'local_sign_in_off', 'Local sign-in is turned off on this server');
      const subject = req.body.identity.trim().toLowerCase();
      const now = app.now();
      let user = await userByIdentity(app.db, DEMO_ISSUER, subject);
      if (user && !app.config.demoSignIn)
        throw new ApiError(
          403,
          'local_sign_in_off',
          'This is a demo account of the sample content: local sign-in opens it only on a server ' +
            'reachable from its own machine alone, or with LOCAL_SIGN_IN=demo',
        );
      if (!user) {
        const email = subject.includes('@') ? subject : null;
        const identity = { issuer: LOCAL_ISSUER, subject, email, emailVerified: false };
        ({ user } = await findOrCreateUser(app.db, identity, now));
      }
      const token = await issueSession(app.db, user.id, now);
      setSessionCookie(reply, token);
      return done(signInResponse({ ...user, lastLogin: now }, token));
    },
  );
}
