/**
 * learnalytics/cancel-code {code} (section 8: cancel_la_code_track): unlinks the student from
 * the class of a code; answers status cancel_la_code_track. 404 la_code_not_found when the
 * student is not linked to that code.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { userOf } from '../../http/auth';
import { laClassMembers } from '../../db/schema';
import { done } from '../../http/envelope';
import { normaliseTrackingCode } from '../../learnalytics/tracking-code';
import { AUTH_SECURITY } from '../learning/common';
import { codeBody, codeNotFound, invalidCode, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

export default async function cancelCode(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { code: string } }>(
    '/learnalytics/cancel-code',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "Unlinks the student from a tracking code's class.",
        security: AUTH_SECURITY,
        body: codeBody,
        response: answerSchema('user-service/learnalytics/cancel-code'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const code = normaliseTrackingCode(req.body.code);
      if (!code) throw invalidCode();
      const removed = await app.db
        .delete(laClassMembers)
        .where(and(eq(laClassMembers.userId, user.id), eq(laClassMembers.code, code)))
        .returning({ code: laClassMembers.code });
      if (removed.length === 0) throw codeNotFound();
      return done({ code, status: 'cancel_la_code_track' });
    },
  );
}
