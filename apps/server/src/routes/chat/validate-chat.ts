/**
 * validate-chat POST {text} (auth): checks a message before it is sent, without storing it.
 * Like name validation, a refused text is an answer, not a failed request: HTTP 200, done 0,
 * error chat_text_refused, message_code 2 (abusive) or 3 (personal data), data {valid: false,
 * reason, kind?}. The client retries non-OK answers, which would be wasted on a refused text.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, done, errorBody } from '../../http/envelope';
import { CHAT_TEXT_MAX, checkChatText } from '../../chat/check-text';
import { SECURITY, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';
import { perStudent } from '../../http/rate-limits';

export default async function validateChat(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { text: string } }>(
    '/validate-chat',
    {
      config: { auth: true, rateLimit: perStudent(60) },
      schema: {
        tags: TAGS,
        summary: 'Checks a chat message for abusive words and personal data.',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['text'],
          additionalProperties: false,
          properties: { text: { type: 'string', maxLength: CHAT_TEXT_MAX } },
        },
        response: answerSchema('learning-service/validate-chat'),
      },
    },
    async (req, reply) => {
      const check = checkChatText(req.body.text);
      if (check.ok) return done({ valid: true, text: check.text });
      const refused = new ApiError(200, 'chat_text_refused', check.message, check.code);
      const { ok: _ok, message: _m, code: _c, ...data } = check;
      return reply.status(200).send({ ...errorBody(refused), data: { valid: false, ...data } });
    },
  );
}
