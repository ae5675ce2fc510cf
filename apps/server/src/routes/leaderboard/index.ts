/**
 * leaderboard/get-leaderboard GET (auth), query `scope` (weekly | all_time), `country` (ISO
 * alpha-2, or `me` for the student's own; absent: everyone), `limit` (1-100, default 50): the top
 * and the student's own entry, always, however far from the top. See docs/api.md, Leaderboard.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../http/auth';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { ownRank, topOf, type Scope } from '../../leaderboard/board';
import { leaderboardWeek } from '../../leaderboard/week';
import { countryCode } from '../../text/countries';
import { SECURITY } from '../user/user-data';
import { answerSchema } from '../../http/response-schemas';

interface Query {
  scope: Scope;
  country?: string;
  limit: number;
}

export default async function leaderboardRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Query }>(
    '/leaderboard/get-leaderboard',
    {
      config: { auth: true },
      schema: {
        tags: ['leaderboard'],
        summary: 'Weekly or all-time leaderboard, overall or by country, with the own rank.',
        security: SECURITY,
        querystring: {
          type: 'object',
          properties: {
            scope: { type: 'string', enum: ['weekly', 'all_time'], default: 'weekly' },
            country: { type: 'string', minLength: 2, maxLength: 2 },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
          },
        },
        response: answerSchema('user-service/leaderboard/get-leaderboard'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const { scope, limit } = req.query;
      let country: string | null = null;
      if (req.query.country !== undefined) {
        country =
          req.query.country.toLowerCase() === 'me'
            ? (u.country ?? '')
            : countryCode(req.query.country);
        if (country === null)
          throw new ApiError(
            400,
            'invalid_country',
            `Invalid request: country "${req.query.country}" is not an ISO 3166-1 alpha-2 code`,
            MESSAGE_CODE.validation,
          );
      }
      const { weekStart, resetsAt } = leaderboardWeek(app.now());
      const [top, mine] = await Promise.all([
        topOf(app.db, scope, weekStart, country, limit, u.id),
        ownRank(app.db, scope, weekStart, country, u.id),
      ]);
      return done({
        scope,
        country: country || null,
        week_start: scope === 'weekly' ? weekStart : null,
        resets_at: scope === 'weekly' ? resetsAt : null,
        top,
        me: {
          rank: mine.rank,
          points: mine.points,
          name: u.name,
          avatar_id: u.currentAvatar,
          country: u.country,
          in_top: top.some((e) => e.is_me),
        },
      });
    },
  );
}
