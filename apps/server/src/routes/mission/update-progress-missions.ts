/**
 * update-progress-missions POST (auth), body `{lang?}`: re-applies the rules read from the
 * student's state (login, a finished skill check) and answers as get-missions. Spelt under the
 * learning service; mounted under the mission service too.
 */
import type { FastifyInstance } from 'fastify';
import { done } from '../../http/envelope';
import { LANG_QUERY, langOfRequest, missionsAnswer, SECURITY, withStudent } from './common';
import { answerSchema } from '../../http/response-schemas';
import { buildBoard } from '../../missions/board';

export default async function updateProgressMissions(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { lang?: string } }>(
    '/update-progress-missions',
    {
      config: { auth: true },
      // A POST without a body is the common call: validate it as `{}`.
      preValidation: async (req) => {
        req.body ??= {};
      },
      schema: {
        tags: ['mission'],
        summary: 'Brings mission progress up to date and answers as get-missions.',
        security: SECURITY,
        body: { ...LANG_QUERY, additionalProperties: false },
        response: answerSchema('learning-service/learning/update-progress-missions'),
      },
    },
    async (req) => {
      const lang = langOfRequest(req, req.body);
      return done(
        await withStudent(app, req, async (tx, mu, catalogue) =>
          missionsAnswer(
            await buildBoard(tx, mu, lang, app.now(), app.random, catalogue),
            lang,
            catalogue,
          ),
        ),
      );
    },
  );
}
