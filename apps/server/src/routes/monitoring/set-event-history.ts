/**
 * user/set-event-history (mounted under the USER service, as section 7 spells it): a batch of
 * analytics events of the signed-in student. Every event must match analytics-event.schema.json
 * (else 400, nothing stored); at most 100 per request; at most 5,000 stored per student per UTC
 * day (else 429 "event_quota_exceeded", nothing of the batch stored). An event resent with the
 * same uuid is stored once and not counted again. `access_token` is never stored.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AnalyticsEvent } from '@web-ed/schemas';
import { userOf } from '../../http/auth';
import { analyticsEvents, analyticsQuota } from '../../db/schema';
import { ApiError, MESSAGE_CODE } from '../../http/envelope';
import { AUTH_SECURITY } from '../learning/common';
import { answerSchema } from '../../http/response-schemas';

export const MAX_EVENTS_PER_REQUEST = 100;
export const MAX_EVENTS_PER_DAY = 5_000;
/** 2100-01-01 in epoch seconds: later event times are malformed. */
const MAX_TIMESTAMP_S = 4_102_444_800;

export default async function setEventHistory(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { events: AnalyticsEvent[] } }>(
    '/user/set-event-history',
    {
      config: { auth: true },
      schema: {
        tags: ['analytics'],
        summary: "Stores a batch of the student's analytics events.",
        security: AUTH_SECURITY,
        body: {
          type: 'object',
          required: ['events'],
          additionalProperties: false,
          properties: {
            events: {
              type: 'array',
              maxItems: MAX_EVENTS_PER_REQUEST,
              items: {
                allOf: [
                  { $ref: 'https://web-ed.app/schemas/analytics-event.schema.json' },
                  { properties: { timestamp: { maximum: MAX_TIMESTAMP_S } } },
                ],
              },
            },
          },
        },
        response: answerSchema('user-service/user/set-event-history'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const { events } = req.body;
      if (events.length === 0) return { bDone: true, iMessageCode: 1, stored: 0 };
      const now = app.now();
      const day = now.toISOString().slice(0, 10);
      const stored = await app.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(analyticsEvents)
          .values(
            events.map((e) => ({
              userId: user.id,
              uuid: e.uuid,
              eventName: e.event_name,
              eventCategory: e.event_category,
              eventProperties: e.event_properties,
              platform: e.platform,
              appVersion: e.app_version,
              language: e.language,
              eventTime: new Date(e.timestamp * 1000),
              pk: e.pk ?? null,
              receivedAt: now,
            })),
          )
          .onConflictDoNothing({ target: [analyticsEvents.userId, analyticsEvents.uuid] })
          .returning({ id: analyticsEvents.id });
        if (inserted.length === 0) return 0;
        const counted = await tx
          .insert(analyticsQuota)
          .values({ userId: user.id, day, count: inserted.length })
          .onConflictDoUpdate({
            target: [analyticsQuota.userId, analyticsQuota.day],
            set: { count: sql`${analyticsQuota.count} + excluded.count` },
            setWhere: sql`${analyticsQuota.count} + excluded.count <= ${MAX_EVENTS_PER_DAY}`,
          })
          .returning({ count: analyticsQuota.count });
        if (counted.length === 0) {
          // Throwing rolls the events of this batch back.
          throw new ApiError(
            429,
            'event_quota_exceeded',
            `At most ${MAX_EVENTS_PER_DAY} analytics events per user per day; try again tomorrow`,
            MESSAGE_CODE.limit,
          );
        }
        return inserted.length;
      });
      return { bDone: true, iMessageCode: 1, stored };
    },
  );
}
