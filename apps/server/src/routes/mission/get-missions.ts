/**
 * mission/get-missions GET (auth), query `lang`: every mission of the student in its current
 * period (their time zone), the beginner quest, milestones and the claimed history. Counts
 * today's login first. See docs/api.md, Mission service.
 */
import type { FastifyInstance } from 'fastify';
import { done } from '../../http/envelope';
import {
  boardForReading,
  LANG_QUERY,
  langOfRequest,
  missionsAnswer,
  SECURITY,
  TAGS,
} from './common';
import { answerSchema } from '../../http/response-schemas';

export default async function getMissions(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { lang?: string } }>(
    '/mission/get-missions',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'Missions, beginner quest, milestones and claimed missions of the student.',
        security: SECURITY,
        querystring: LANG_QUERY,
        response: answerSchema('mission-service/mission/get-missions'),
      },
    },
    async (req, reply) => {
      const lang = langOfRequest(req, req.query);
      const { board, catalogue } = await boardForReading(app, req, lang);
      const data = missionsAnswer(board, lang, catalogue);
      reply.header('cache-control', 'no-store');
      return done(data);
    },
  );
}
