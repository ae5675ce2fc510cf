/**
 * learning/minigame-finish: a batch of finish records. The body is `{records: FinishRecord[]}`;
 * a bare array of records, or one record on its own, is accepted too and treated as that batch.
 * Every record must match the finish-record schema, else the whole batch is refused with 400 and
 * nothing is written. Each record is then re-scored and applied (learning/finish.ts), mission
 * progress included; the answer comes after the commit, with a result per record, the rewards
 * this batch gave, and the missions it completed (ready to claim: the client's reward popup).
 * A record whose times no person could produce is refused (implausible_timing). Per student,
 * at most `finishPerMinute` batches a minute, and MAX_NEW_PLAYS_PER_MINUTE new plays a minute
 * (429 too_many_plays, nothing applied: the outbox sends them again later).
 */
import type { FastifyInstance } from 'fastify';
import type { FinishRecord } from '@web-ed/schemas';
import { userOf } from '../../app';
import { ApiError, MESSAGE_CODE } from '../../http/envelope';
import {
  ingestFinishRecords,
  MAX_NEW_PLAYS_PER_MINUTE,
  PlayBudgetExceeded,
} from '../../learning/finish';
import { notifyReward } from '../../notifications/notify';
import { AUTH_SECURITY, TAGS } from './common';

export const MAX_RECORDS_PER_BATCH = 100;
/** 2100-01-01 in epoch milliseconds: later times are malformed. */
const MAX_TIMESTAMP_MS = 4_102_444_800_000;
const MAX_INT = 2_147_483_647;

/** The finish-record schema, plus the bounds of the columns the server stores. */
const recordSchema = {
  allOf: [
    { $ref: 'https://web-ed.app/schemas/finish-record.schema.json' },
    {
      properties: {
        timestamp_started: { maximum: MAX_TIMESTAMP_MS },
        timestamp_finished: { maximum: MAX_TIMESTAMP_MS },
        points: { maximum: MAX_INT },
        subject_id: { maximum: MAX_INT },
        chapter_id: { maximum: MAX_INT },
        task_id: { maximum: MAX_INT },
        minigame_id: { maximum: MAX_INT },
      },
    },
  ],
};

interface Body {
  records: FinishRecord[];
}

/** `{records}`, a bare array, or a single record, as `{records}`. */
export function asBatch(body: unknown): unknown {
  if (Array.isArray(body)) return { records: body };
  if (typeof body === 'object' && body !== null && !('records' in body)) return { records: [body] };
  return body;
}

export default async function minigameFinish(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/learning/minigame-finish',
    {
      config: {
        auth: true,
        // Per student, after authentication: forged plays must not arrive by the thousand.
        rateLimit: {
          max: app.config.finishPerMinute,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (req) => `finish:${userOf(req).id}`,
        },
      },
      preValidation: async (req) => {
        req.body = asBatch(req.body) as Body;
      },
      schema: {
        tags: TAGS,
        summary:
          'Finish records of played tasks: re-scored, applied once per session, rewards returned.',
        security: AUTH_SECURITY,
        body: {
          type: 'object',
          required: ['records'],
          additionalProperties: false,
          properties: {
            records: {
              type: 'array',
              maxItems: MAX_RECORDS_PER_BATCH,
              items: recordSchema,
            },
          },
        },
      },
    },
    async (req, reply) => {
      const { rewards, results, missionsCompleted } = await ingestFinishRecords(
        app.db,
        userOf(req),
        req.body.records,
        app.now(),
      ).catch((e: unknown) => {
        if (!(e instanceof PlayBudgetExceeded)) throw e;
        void reply.header('retry-after', String(e.retryAfterSeconds));
        throw new ApiError(
          429,
          'too_many_plays',
          `Too many plays at once: at most ${MAX_NEW_PLAYS_PER_MINUTE} a minute are stored, send the rest in a minute`,
          MESSAGE_CODE.limit,
        );
      });
      await notifyReward(app, userOf(req).id, {
        points: rewards.total_points,
        diamonds: rewards.total_diamond,
        votes: rewards.total_vote,
      });
      return {
        bDone: true,
        iMessageCode: 1,
        total_rewards: rewards,
        results,
        missions_completed: missionsCompleted,
      };
    },
  );
}
