/**
 * learning/set-certificate-name {name}: the name printed on the student's certificates, set once
 * (409 certificate_name_set, message code 5, afterwards). Checked like a profile name (3 to 50
 * letters a-z or digits, no rude words): 400 with message code 2 otherwise.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../http/auth';
import { certificateNames } from '../../db/schema';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { checkName } from '../../text/name-rules';
import { AUTH_SECURITY } from '../learning/common';
import { answerSchema } from '../../http/response-schemas';

export default async function setCertificateName(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { name: string } }>(
    '/learning/set-certificate-name',
    {
      config: { auth: true },
      schema: {
        tags: ['programs'],
        summary: 'Sets the name printed on certificates (once).',
        security: AUTH_SECURITY,
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: { name: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        response: answerSchema('learning-service/learning/set-certificate-name'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const check = checkName(req.body.name);
      if (!check.ok)
        throw new ApiError(400, 'invalid_certificate_name', check.message, MESSAGE_CODE.name, {
          reason: check.reason,
        });
      const name = req.body.name.trim();
      const inserted = await app.db
        .insert(certificateNames)
        .values({ userId: user.id, name, setAt: app.now() })
        .onConflictDoNothing()
        .returning({ name: certificateNames.name });
      if (inserted.length === 0)
        throw new ApiError(
          409,
          'certificate_name_set',
          'The certificate name is already set',
          MESSAGE_CODE.conflict,
        );
      return done({ user_certificate_name: name });
    },
  );
}
