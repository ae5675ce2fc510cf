/**
 * mission/get-mission-cards GET (auth), query `lang`: the few missions the home screen shows:
 * ready to claim first, then the beginner quest's current step, then daily, weekly, monthly and
 * special missions in progress. Hidden (Is_Shown false) and claimed ones are left out.
 */
import type { FastifyInstance } from 'fastify';
import { done } from '../../http/envelope';
import { boardForReading, LANG_QUERY, langOfRequest, SECURITY, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

export const MAX_CARDS = 6;
const ORDER = ['daily', 'weekly', 'monthly', 'special'];

export default async function getMissionCards(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { lang?: string } }>(
    '/mission/get-mission-cards',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'Mission cards of the home screen.',
        security: SECURITY,
        querystring: LANG_QUERY,
        response: answerSchema('mission-service/mission/get-mission-cards'),
      },
    },
    async (req, reply) => {
      const lang = langOfRequest(req, req.query);
      const { board } = await boardForReading(app, req, lang);
      const rank = (i: (typeof board.items)[number]) =>
        i.state === 'completed' ? 0 : i.state === 'current' ? 1 : 2 + ORDER.indexOf(i.recurrence);
      const cards = board.items
        .filter((i) => i.Is_Shown && ['completed', 'current', 'on_progress'].includes(i.state))
        .sort((a, b) => rank(a) - rank(b))
        .slice(0, MAX_CARDS);
      reply.header('cache-control', 'no-store');
      return done({ data: cards });
    },
  );
}
