/**
 * translate-chat POST {message_id, target_language} (auth): an offline tutor's answer of the
 * student's own chat with the tutor's phrases in another language (chat/translate-message.ts);
 * the course values inside it (hint, explanation, notes) stay as they are. `translated` false:
 * nothing to translate (a model's answer, or already in that language). Another student's message
 * answers 404 chat_not_found, exactly like an unknown one.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import { translateOfflineText } from '../../chat/translate-message';
import { chatMessages } from '../../db/schema';
import { done } from '../../http/envelope';
import { notFound } from '../learning/common';
import { SECURITY, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';
import { perStudent } from '../../http/rate-limits';

interface Body {
  message_id: string;
  target_language: Lang;
}

export default async function translateChat(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/translate-chat',
    {
      config: { auth: true, rateLimit: perStudent(60) },
      schema: {
        tags: TAGS,
        summary: "Translates the offline tutor's phrases of one of the student's chat messages.",
        security: SECURITY,
        body: {
          type: 'object',
          required: ['message_id', 'target_language'],
          additionalProperties: false,
          properties: {
            message_id: {
              type: 'string',
              pattern: '^[0-9a-fA-F]{8}(-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$',
            },
            target_language: { enum: ['en', 'id', 'th', 'hi', 'ms'] },
          },
        },
        response: answerSchema('learning-service/translate-chat'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const [row] = await app.db
        .select({ text: chatMessages.text, role: chatMessages.role, tutor: chatMessages.tutor })
        .from(chatMessages)
        .where(and(eq(chatMessages.id, req.body.message_id), eq(chatMessages.userId, u.id)));
      if (!row) throw notFound('chat_not_found', 'No such message');
      const result =
        row.role === 'tutor' && row.tutor === 'offline'
          ? translateOfflineText(row.text, req.body.target_language)
          : { text: row.text, translated: false };
      return done({
        message_id: req.body.message_id,
        target_language: req.body.target_language,
        ...result,
      });
    },
  );
}
