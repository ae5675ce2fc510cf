/**
 * Voting writes (community-service, auth):
 * - POST voting/vote {candidate_id, idempotency_key}: spends one vote of the quota on the
 *   candidate (voting/cast-vote.ts: atomic, never twice for one key). Refused: 409 no_votes
 *   (message code 6) without quota, 409 voting_finished (5) after the end, 404 before the start
 *   or for an unknown candidate. A repeated key answers counted: false and changes nothing.
 *   The new standings go to every subscriber of the event (every process).
 * - POST voting/participate {event_id}: the event's starter votes (a demo grant, 0 for real
 *   events), once per student and event, only while it is ongoing.
 */
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { userOf } from '../../http/auth';
import { users, votingEvents, votingGrants } from '../../db/schema';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { castVote } from '../../voting/cast-vote';
import { phaseOf } from '../../voting/event-phase';
import { standingsOf } from '../../voting/standings';
import { voteState } from '../../voting/vote-state';
import { idParam, publishStandings, SECURITY, TAGS, votedIn } from './common';
import { answerSchema } from '../../http/response-schemas';
import { perStudent } from '../../http/rate-limits';

export default async function votingWrites(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { candidate_id: number; idempotency_key: string } }>(
    '/voting/vote',
    {
      config: { auth: true, rateLimit: perStudent(120) },
      schema: {
        tags: TAGS,
        summary: 'Casts one vote (spends one of my votes; once per idempotency key).',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['candidate_id', 'idempotency_key'],
          additionalProperties: false,
          properties: {
            candidate_id: idParam,
            idempotency_key: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
          },
        },
        response: answerSchema('community-service/voting/vote'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const r = await castVote(
        app.db,
        u.id,
        req.body.candidate_id,
        req.body.idempotency_key,
        app.now(),
      );
      if (!r.ok) {
        if (r.reason === 'no_votes')
          throw new ApiError(409, 'no_votes', 'You have no votes left', MESSAGE_CODE.limit);
        if (r.reason === 'finished')
          throw new ApiError(
            409,
            'voting_finished',
            'This voting has ended',
            MESSAGE_CODE.conflict,
          );
        throw new ApiError(
          404,
          'candidate_not_found',
          'No such candidate in a running vote',
          MESSAGE_CODE.notFound,
        );
      }
      if (!r.duplicate) await publishStandings(app, r.eventId);
      const voted = await votedIn(app, r.eventId, u.id);
      return done({
        counted: !r.duplicate,
        votes_left: r.votesLeft,
        event_id: r.eventId,
        candidate_id: r.candidateId,
        state: voteState({ place: 3, phase: 'ongoing', quota: r.votesLeft, votedInEvent: voted }),
        standings: await standingsOf(app.db, r.eventId),
      });
    },
  );

  app.post<{ Body: { event_id: number } }>(
    '/voting/participate',
    {
      config: { auth: true, rateLimit: perStudent(30) },
      schema: {
        tags: TAGS,
        summary: "Receives the event's starter votes, once (a demo grant).",
        security: SECURITY,
        body: {
          type: 'object',
          required: ['event_id'],
          additionalProperties: false,
          properties: { event_id: idParam },
        },
        response: answerSchema('community-service/voting/participate'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const [e] = await app.db
        .select()
        .from(votingEvents)
        .where(eq(votingEvents.id, req.body.event_id));
      if (!e || phaseOf(e, app.now()) !== 'ongoing')
        throw new ApiError(404, 'event_not_found', 'No such running vote', MESSAGE_CODE.notFound);
      const granted = await app.db.transaction(async (tx) => {
        const [g] = await tx
          .insert(votingGrants)
          .values({ eventId: e.id, userId: u.id, votes: e.starterVotes, createdAt: app.now() })
          .onConflictDoNothing()
          .returning();
        if (!g || e.starterVotes === 0) return 0;
        await tx
          .update(users)
          .set({ votes: sql`${users.votes} + ${e.starterVotes}` })
          .where(eq(users.id, u.id));
        return e.starterVotes;
      });
      const [after] = await app.db
        .select({ votes: users.votes })
        .from(users)
        .where(eq(users.id, u.id));
      return done({ event_id: e.id, granted, votes_left: after?.votes ?? 0 });
    },
  );
}
