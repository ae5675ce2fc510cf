/**
 * learning/skill-check/start POST {restart?} (auth): starts the skill check (diagnostic_flag 1),
 * or resumes the one in progress, or shows the finished one; restart true starts over.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../http/auth';
import { done } from '../../http/envelope';
import { langOf } from '../../learning/catalogue';
import { startCheck } from '../../skill-check/attempt';
import { bankOf, SECURITY, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

export default async function startSkillCheck(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { restart?: boolean } | undefined }>(
    '/learning/skill-check/start',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'Starts, resumes or restarts the skill check.',
        security: SECURITY,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { restart: { type: 'boolean' } },
        },
        response: answerSchema('learning-service/learning/skill-check/start'),
      },
    },
    async (req) => {
      const u = userOf(req);
      return done(
        await startCheck(
          app.db,
          bankOf(app),
          u.id,
          langOf(u),
          app.now(),
          req.body?.restart === true,
        ),
      );
    },
  );
}
