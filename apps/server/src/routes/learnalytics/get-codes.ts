/**
 * learnalytics/get-codes: the classes the student is linked to (code, class name, owner name,
 * linked_at), and for a teacher or partner their roles and own classes with student counts.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../http/auth';
import { done } from '../../http/envelope';
import { linkedClasses, ownedClasses, rolesOf } from '../../learnalytics/classes';
import { AUTH_SECURITY } from '../learning/common';
import { TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

export default async function getCodes(app: FastifyInstance): Promise<void> {
  app.get(
    '/learnalytics/get-codes',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "The student's tracking codes.",
        security: AUTH_SECURITY,
        response: answerSchema('user-service/learnalytics/get-codes'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const [codes, owned, roles] = await Promise.all([
        linkedClasses(app.db, user.id),
        ownedClasses(app.db, user.id),
        rolesOf(app.db, user.id),
      ]);
      return done({
        codes: codes.map(({ linkedAt, ...c }) => ({ ...c, linked_at: linkedAt.toISOString() })),
        roles,
        owned_classes: owned,
      });
    },
  );
}
