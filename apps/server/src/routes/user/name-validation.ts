/**
 * auth/name-validation POST {name} (auth, 30 a minute per address): checks a name against the
 * rules of section 5 (text/name-rules.ts) without saving it.
 *
 * A name that breaks a rule is an answer, not a failed request: HTTP 200 with done 0, message_code
 * 1 (length or characters) or 2 (rude word), error invalid_registration_name, a message, and data
 * {valid: false, reason}. The client retries non-OK answers (section 7), which would be wasted on a
 * bad name. A valid name answers done 1, data {valid: true, name} (the trimmed name). Only a
 * malformed body (no name, not a string) is a 400.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, done, errorBody } from '../../http/envelope';
import { checkName } from '../../text/name-rules';
import { SECURITY } from './user-data';
import { answerSchema } from '../../http/response-schemas';
import { perStudent } from '../../http/rate-limits';

interface Body {
  name: string;
}

export default async function nameValidation(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/auth/name-validation',
    {
      config: { auth: true, rateLimit: perStudent(30) },
      schema: {
        tags: ['auth'],
        summary:
          'Checks a name against the name rules (3-50 letters a-z and digits, no rude word).',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: { name: { type: 'string', maxLength: 1000 } },
        },
        response: answerSchema('user-service/auth/name-validation'),
      },
    },
    async (req) => {
      const check = checkName(req.body.name);
      if (check.ok) return done({ valid: true, name: check.name });
      return {
        ...errorBody(new ApiError(200, 'invalid_registration_name', check.message, check.code)),
        data: { valid: false, reason: check.reason },
      };
    },
  );
}
