/**
 * GET voting/standings-stream ?event_id (auth, text/event-stream): the standings now (event
 * `snapshot`), then every change (event `standings`) from every server process (live/live.ts).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { userOf } from '../../http/auth';
import { votingEvents } from '../../db/schema';
import { ApiError, MESSAGE_CODE } from '../../http/envelope';
import { nonJsonAnswer } from '../../http/response-schemas';
import { streamChannel } from '../../live/live';
import { phaseOf } from '../../voting/event-phase';
import { standingsOf } from '../../voting/standings';
import { idParam, SECURITY, TAGS } from './common';

export default async function standingsStream(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { event_id: number } }>(
    '/voting/standings-stream',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'Live standings of an event (server-sent events).',
        security: SECURITY,
        querystring: {
          type: 'object',
          required: ['event_id'],
          additionalProperties: false,
          properties: { event_id: idParam },
        },
        response: nonJsonAnswer(
          'text/event-stream',
          'Event `snapshot` (the standings now, as voting/standings answers them), then `standings` on every change.',
        ),
      },
    },
    async (req, reply) => {
      userOf(req);
      const [e] = await app.db
        .select()
        .from(votingEvents)
        .where(eq(votingEvents.id, req.query.event_id));
      if (!e || phaseOf(e, app.now()) === 'upcoming')
        throw new ApiError(404, 'event_not_found', 'No such voting event', MESSAGE_CODE.notFound);
      await streamChannel(
        app,
        req,
        reply,
        `vote:${e.id}`,
        'standings',
        await standingsOf(app.db, e.id),
      );
    },
  );
}
