/**
 * mission/claim-reward GET (auth; spelt GET), query `type`, `id`: claims a completed mission or
 * milestone. `result`: success (rewards granted now), claimed (already claimed: nothing more), or
 * failed (`reason`: not_found, type_mismatch, locked, not_completed). Always HTTP 200 with done 1
 * for these three, so the client shows the result instead of retrying. Answers what this claim
 * gave (total_points, total_diamond, total_vote) and the balances after it.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../http/auth';
import { done } from '../../http/envelope';
import { CLAIM_TYPES, claimReward, type ClaimType } from '../../missions/claim';
import { notifyReward } from '../../notifications/notify';
import { langOfRequest, SECURITY, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

interface Query {
  type: ClaimType;
  id: string;
  lang?: string;
}

export default async function claimRewardRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Query }>(
    '/mission/claim-reward',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'Claims the reward of a completed mission or milestone (once).',
        security: SECURITY,
        querystring: {
          type: 'object',
          required: ['type', 'id'],
          properties: {
            type: { type: 'string', enum: [...CLAIM_TYPES] },
            id: { type: 'string', pattern: '^[a-z0-9_]{1,60}$' },
            lang: { type: 'string', enum: ['en', 'id', 'th', 'hi', 'ms'] },
          },
        },
        response: answerSchema('mission-service/mission/claim-reward'),
      },
    },
    async (req, reply) => {
      const { type, id } = req.query;
      const o = await claimReward(
        app.db,
        userOf(req).id,
        type,
        id,
        langOfRequest(req, req.query),
        app.now(),
        app.random,
      );
      if (o.result === 'success') {
        await notifyReward(
          app,
          userOf(req).id,
          {
            points: o.rewards.total_points,
            diamonds: o.rewards.total_diamond,
            votes: o.rewards.total_vote,
          },
          '/missions/',
        );
      }
      reply.header('cache-control', 'no-store');
      return done({
        result: o.result,
        ...(o.reason ? { reason: o.reason } : {}),
        type,
        id,
        ...o.rewards,
        ...o.balances,
      });
    },
  );
}
