/**
 * Voting reads (community-service, auth):
 * - GET voting/events ?list=ongoing|recent|concluded&lang: ongoing events (running now), recent
 *   (events I voted in, newest first) or concluded (ended, newest first), each with my state.
 * - GET voting/get-event ?id|slug&lang: one event, its candidates, standings and my state
 *   (vote-state code at place 1).
 * - GET voting/get-candidate ?id | event&candidate (slugs) &from_link&lang: one candidate and my
 *   state at place 3 (2 when from_link=true); an unknown link answers state 2_not_found.
 * - GET voting/standings ?event_id: the standings now.
 * Every read first concludes events that have ended (voting/conclude.ts).
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Lang } from '@web-ed/engine';
import { userOf, userRowOf } from '../../http/auth';
import { votes, votingCandidates, votingEvents } from '../../db/schema';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { concludeEnded } from '../../voting/conclude';
import { phaseOf } from '../../voting/event-phase';
import { standingsOf } from '../../voting/standings';
import { voteState } from '../../voting/vote-state';
import {
  candidateView,
  eventView,
  idParam,
  langSchema,
  SECURITY,
  slugParam,
  TAGS,
  votedIn,
} from './common';
import { answerSchema } from '../../http/response-schemas';

const notFound = () =>
  new ApiError(404, 'event_not_found', 'No such voting event', MESSAGE_CODE.notFound);

export default async function votingReads(app: FastifyInstance): Promise<void> {
  const langOf = (q: { lang?: Lang }, u: { lang: string }) => (q.lang ?? u.lang) as Lang;

  app.get<{ Querystring: { list: 'ongoing' | 'recent' | 'concluded'; lang?: Lang } }>(
    '/voting/events',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'Ongoing, my recent or concluded voting events.',
        security: SECURITY,
        querystring: {
          type: 'object',
          required: ['list'],
          additionalProperties: false,
          properties: { list: { enum: ['ongoing', 'recent', 'concluded'] }, lang: langSchema },
        },
        response: answerSchema('community-service/voting/events'),
      },
    },
    async (req, reply) => {
      const u = userOf(req);
      await concludeEnded(app);
      const now = app.now();
      const lang = langOf(req.query, u);
      let rows;
      if (req.query.list === 'ongoing') {
        rows = await app.db
          .select()
          .from(votingEvents)
          .where(and(lte(votingEvents.startsAt, now), gt(votingEvents.endsAt, now)))
          .orderBy(votingEvents.endsAt);
      } else if (req.query.list === 'concluded') {
        rows = await app.db
          .select()
          .from(votingEvents)
          .where(lte(votingEvents.endsAt, now))
          .orderBy(desc(votingEvents.endsAt))
          .limit(50);
      } else {
        const mine = await app.db
          .selectDistinct({ id: votes.eventId })
          .from(votes)
          .where(eq(votes.userId, u.id));
        rows =
          mine.length === 0
            ? []
            : await app.db
                .select()
                .from(votingEvents)
                .where(
                  inArray(
                    votingEvents.id,
                    mine.map((m) => m.id),
                  ),
                )
                .orderBy(desc(votingEvents.endsAt))
                .limit(50);
      }
      const { votes: votesLeft } = await userRowOf(app.db, u.id);
      const events = [];
      for (const e of rows) {
        const phase = phaseOf(e, now);
        const standings = await standingsOf(app.db, e.id);
        events.push({
          id: e.id,
          slug: e.slug,
          title: e.title[lang] || e.title.en || '',
          starts_at: e.startsAt.toISOString(),
          ends_at: e.endsAt.toISOString(),
          phase,
          state: voteState({
            place: 1,
            phase,
            quota: votesLeft,
            votedInEvent: await votedIn(app, e.id, u.id),
          }),
          total_votes: standings.total,
          leader: standings.total > 0 ? (standings.candidates[0]?.name ?? null) : null,
        });
      }
      reply.header('cache-control', 'no-store');
      return done({ list: req.query.list, votes_left: votesLeft, events });
    },
  );

  app.get<{ Querystring: { id?: number; slug?: string; lang?: Lang } }>(
    '/voting/get-event',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'One voting event with its candidates, standings and my vote state.',
        security: SECURITY,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { id: idParam, slug: slugParam, lang: langSchema },
        },
        response: answerSchema('community-service/voting/get-event'),
      },
    },
    async (req, reply) => {
      const u = userOf(req);
      await concludeEnded(app);
      const { id, slug } = req.query;
      if (id === undefined && slug === undefined) throw notFound();
      const [e] = await app.db
        .select()
        .from(votingEvents)
        .where(id !== undefined ? eq(votingEvents.id, id) : eq(votingEvents.slug, slug!));
      if (!e || phaseOf(e, app.now()) === 'upcoming') throw notFound();
      reply.header('cache-control', 'no-store');
      return done(await eventView(app, e, u, langOf(req.query, u), 1));
    },
  );

  app.get<{
    Querystring: {
      id?: number;
      event?: string;
      candidate?: string;
      from_link?: boolean;
      lang?: Lang;
    };
  }>(
    '/voting/get-candidate',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'One candidate and my vote state (2_not_found for an unknown link).',
        security: SECURITY,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            id: idParam,
            event: slugParam,
            candidate: slugParam,
            from_link: { type: 'boolean' },
            lang: langSchema,
          },
        },
        response: answerSchema('community-service/voting/get-candidate'),
      },
    },
    async (req, reply) => {
      const u = userOf(req);
      await concludeEnded(app);
      const lang = langOf(req.query, u);
      const place = req.query.from_link ? 2 : 3;
      reply.header('cache-control', 'no-store');
      const [row] =
        req.query.id !== undefined
          ? await app.db
              .select({ c: votingCandidates, e: votingEvents })
              .from(votingCandidates)
              .innerJoin(votingEvents, eq(votingEvents.id, votingCandidates.eventId))
              .where(eq(votingCandidates.id, req.query.id))
          : req.query.event && req.query.candidate
            ? await app.db
                .select({ c: votingCandidates, e: votingEvents })
                .from(votingCandidates)
                .innerJoin(votingEvents, eq(votingEvents.id, votingCandidates.eventId))
                .where(
                  and(
                    eq(votingEvents.slug, req.query.event),
                    eq(votingCandidates.slug, req.query.candidate),
                  ),
                )
            : [];
      if (!row || phaseOf(row.e, app.now()) === 'upcoming')
        return done({ state: '2_not_found' as const, candidate: null, event: null });
      const event = await eventView(app, row.e, u, lang, place);
      return done({
        state: event.state,
        candidate: candidateView(row.c, row.e, lang),
        event,
      });
    },
  );

  app.get<{ Querystring: { event_id: number } }>(
    '/voting/standings',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'The standings of an event now.',
        security: SECURITY,
        querystring: {
          type: 'object',
          required: ['event_id'],
          additionalProperties: false,
          properties: { event_id: idParam },
        },
        response: answerSchema('community-service/voting/standings'),
      },
    },
    async (req, reply) => {
      userOf(req);
      const [e] = await app.db
        .select()
        .from(votingEvents)
        .where(eq(votingEvents.id, req.query.event_id));
      if (!e || phaseOf(e, app.now()) === 'upcoming') throw notFound();
      reply.header('cache-control', 'no-store');
      return done(await standingsOf(app.db, e.id));
    },
  );
}
