/**
 * user/set-time-zone POST (auth), body `{time_zone}` (an IANA name, checked with Intl): the zone
 * of the student's days (streak, missions). The first setting is free; after that it may change
 * at most once in TIME_ZONE_CHANGE_MIN_DAYS days, so nobody moves the day boundary back and forth
 * to game a streak or a daily mission (429 time_zone_change_too_soon, with `next_change_at`).
 * Setting the zone already held changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { isTimeZone, TIME_ZONE_CHANGE_MIN_DAYS } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import { users } from '../../db/schema';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { zoneOf } from '../../learning/streak';
import { SECURITY } from './user-data';
import { answerSchema } from '../../http/response-schemas';
import { forgetSessionsOf } from '../../http/session-cache';

const WAIT_MS = TIME_ZONE_CHANGE_MIN_DAYS * 86_400_000;

export default async function setTimeZone(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { time_zone: string } }>(
    '/user/set-time-zone',
    {
      config: { auth: true },
      schema: {
        tags: ['user'],
        summary: "Sets the student's time zone (at most one change a week).",
        security: SECURITY,
        body: {
          type: 'object',
          required: ['time_zone'],
          additionalProperties: false,
          properties: { time_zone: { type: 'string', minLength: 1, maxLength: 64 } },
        },
        response: answerSchema('user-service/user/set-time-zone'),
      },
    },
    async (req) => {
      const tz = req.body.time_zone;
      if (!isTimeZone(tz))
        throw new ApiError(
          400,
          'invalid_time_zone',
          `Invalid request: "${tz}" is not an IANA time zone`,
          MESSAGE_CODE.validation,
        );
      const now = app.now();
      const answer = await app.db.transaction(async (tx) => {
        const [me] = await tx
          .select()
          .from(users)
          .where(eq(users.id, userOf(req).id))
          .for('update');
        if (!me) throw new Error('signed-in user vanished');
        const view = (u: typeof me) => ({
          time_zone: zoneOf(u),
          changed_at: u.timeZoneChangedAt?.getTime() ?? null,
          next_change_at: u.timeZoneChangedAt ? u.timeZoneChangedAt.getTime() + WAIT_MS : null,
        });
        if (me.timeZone === tz) return view(me);
        if (me.timeZone !== null && me.timeZoneChangedAt) {
          const next = me.timeZoneChangedAt.getTime() + WAIT_MS;
          if (now.getTime() < next)
            throw new ApiError(
              429,
              'time_zone_change_too_soon',
              `The time zone may change once a week; next change from ${new Date(next).toISOString()}`,
              MESSAGE_CODE.limit,
              { next_change_at: next },
            );
        }
        const [after] = await tx
          .update(users)
          // The first setting does not start the week: only a change does.
          .set({ timeZone: tz, timeZoneChangedAt: me.timeZone === null ? null : now })
          .where(eq(users.id, me.id))
          .returning();
        return view(after!);
      });
      forgetSessionsOf(app.db, userOf(req).id);
      return done(answer);
    },
  );
}
