/**
 * auth/claim-anonymous POST {anonymous_token} (auth): the signed-in student takes over the
 * progress and points of the anonymous account they played with in a partner's embed
 * (embed/claim.ts). The anonymous token may have expired; it must not belong to the caller.
 * Claiming again answers `claimed: false` and changes nothing; an account claimed by someone
 * else answers 409 already_claimed; a token of no anonymous account 404.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../http/auth';
import { anonymousAccountOf, isAnonymous } from '../../embed/anonymous-session';
import { claimAnonymous, ClaimedByOtherError } from '../../embed/claim';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { AUTH_SECURITY } from '../learning/common';
import { answerSchema } from '../../http/response-schemas';
import { perStudent } from '../../http/rate-limits';

interface Body {
  anonymous_token: string;
}

export default async function claimAnonymousRoute(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/auth/claim-anonymous',
    {
      config: { auth: true, rateLimit: perStudent(20) },
      schema: {
        tags: ['auth'],
        summary: "Moves an anonymous embed account's progress and points to the signed-in user.",
        security: AUTH_SECURITY,
        body: {
          type: 'object',
          required: ['anonymous_token'],
          additionalProperties: false,
          properties: { anonymous_token: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: answerSchema('user-service/auth/claim-anonymous'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const found = await anonymousAccountOf(app.db, req.body.anonymous_token);
      if (!found)
        throw new ApiError(
          404,
          'anonymous_not_found',
          'No anonymous account has this token',
          MESSAGE_CODE.notFound,
        );
      if (found.account.userId === user.id || (await isAnonymous(app.db, user.id)))
        throw new ApiError(403, 'sign_in_first', 'Sign in to claim anonymous progress');
      try {
        return done(await claimAnonymous(app.db, found.account.userId, user, app.now()));
      } catch (e) {
        if (e instanceof ClaimedByOtherError)
          throw new ApiError(
            409,
            'already_claimed',
            'Another account has claimed this progress',
            MESSAGE_CODE.conflict,
          );
        throw e;
      }
    },
  );
}
