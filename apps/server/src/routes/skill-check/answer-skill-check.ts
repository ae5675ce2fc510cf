/**
 * learning/skill-check/answer POST {question_id, answer} (auth): the answer to the item on screen,
 * scored on the server by the item's plugin (an empty answer is a skip, counted wrong). Answers
 * the next item, or the result once the check is finished (diagnostic_flag 2, invitation off).
 * A resend of an answered item changes nothing; another item is a 409 not_current_question.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../http/auth';
import { done } from '../../http/envelope';
import { langOf } from '../../learning/catalogue';
import { answerCheck } from '../../skill-check/attempt';
import { bankOf, SECURITY, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

interface Body {
  question_id: string;
  answer: string[];
}

export default async function answerSkillCheck(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/learning/skill-check/answer',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'Answers the current skill check item.',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['question_id', 'answer'],
          additionalProperties: false,
          properties: {
            question_id: { type: 'string', minLength: 1, maxLength: 64 },
            answer: {
              type: 'array',
              maxItems: 10,
              items: { type: 'string', maxLength: 1000 },
            },
          },
        },
        response: answerSchema('learning-service/learning/skill-check/answer'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const b = req.body;
      return done(
        await answerCheck(app.db, bankOf(app), u.id, langOf(u), app.now(), b.question_id, b.answer),
      );
    },
  );
}
