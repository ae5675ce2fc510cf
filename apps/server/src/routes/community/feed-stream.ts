/**
 * GET community/feed-stream ?community_id (auth, text/event-stream): the community's feed events
 * (`feed`: {type: post|comment|like|hidden|restored, post_id}) live, from every server process
 * (live/live.ts). Events carry ids only; the client re-reads the posts, so visibility rules
 * (hidden posts, private communities) stay on the read routes.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../http/auth';
import { nonJsonAnswer } from '../../http/response-schemas';
import { streamChannel } from '../../live/live';
import { idParam, requireRole, SECURITY, TAGS } from './common';

export default async function feedStream(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { community_id: number } }>(
    '/community/feed-stream',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "A community's feed events, live (server-sent events).",
        security: SECURITY,
        querystring: {
          type: 'object',
          required: ['community_id'],
          additionalProperties: false,
          properties: { community_id: idParam },
        },
        response: nonJsonAnswer(
          'text/event-stream',
          'Events `feed`, data `{type: post | comment | like | hidden | restored, post_id}`, and `: ping` comments every 25 s.',
        ),
      },
    },
    async (req, reply) => {
      const u = userOf(req);
      const { community } = await requireRole(app.db, req.query.community_id, u.id, 'read');
      await streamChannel(app, req, reply, `community:${community.id}`, 'feed', {
        community_id: community.id,
      });
    },
  );
}
