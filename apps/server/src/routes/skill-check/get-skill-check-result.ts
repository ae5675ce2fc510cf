/**
 * learning/skill-check/result GET (auth): the finished check's CEFR level overall and per skill
 * area, and the recommended English courses for that level; 404 skill_check_not_finished before.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../http/auth';
import { done } from '../../http/envelope';
import { langOf } from '../../learning/catalogue';
import { resultFor } from '../../skill-check/attempt';
import { bankOf, SECURITY, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

export default async function getSkillCheckResult(app: FastifyInstance): Promise<void> {
  app.get(
    '/learning/skill-check/result',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'The skill check result: CEFR level, skill areas, recommended courses.',
        security: SECURITY,
        response: answerSchema('learning-service/learning/skill-check/result'),
      },
    },
    async (req) => {
      const u = userOf(req);
      return done(await resultFor(app.db, bankOf(app), u.id, langOf(u)));
    },
  );
}
