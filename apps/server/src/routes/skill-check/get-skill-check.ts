/**
 * learning/skill-check/get GET (auth): the student's skill check: diagnostic_flag (0 not started,
 * 1 in progress, 2 finished), progress, the item on screen (without its answers) and the result.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../http/auth';
import { done } from '../../http/envelope';
import { langOf } from '../../learning/catalogue';
import { stateOf } from '../../skill-check/attempt';
import { bankOf, SECURITY, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

export default async function getSkillCheck(app: FastifyInstance): Promise<void> {
  app.get(
    '/learning/skill-check/get',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "The student's skill check: progress, the current item, the result.",
        security: SECURITY,
        response: answerSchema('learning-service/learning/skill-check/get'),
      },
    },
    async (req) => {
      const u = userOf(req);
      return done(await stateOf(app.db, bankOf(app), u.id, langOf(u)));
    },
  );
}
