/** Shared by the voting routes: event and candidate views, the student's vote state. */
import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Lang } from '@web-ed/engine';
import { userRowOf, type User } from '../../http/auth';
import { votes, votingCandidates, type votingEvents, votingGrants } from '../../db/schema';
import { phaseOf } from '../../voting/event-phase';
import { voteState, type VotePlace } from '../../voting/vote-state';
import { voteLinkPath } from '../../voting/vote-link';
import { standingsOf } from '../../voting/standings';
import { liveBus } from '../../live/live';

export const TAGS = ['voting'];
export const SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { token: [] }];
export const LANGS = ['en', 'id', 'th', 'hi', 'ms'] as const;

export type VotingEvent = typeof votingEvents.$inferSelect;
export type Candidate = typeof votingCandidates.$inferSelect;

export const pick = (text: Record<string, string>, lang: Lang) => text[lang] || text.en || '';

export async function votedIn(app: FastifyInstance, eventId: number, userId: string) {
  const [row] = await app.db
    .select({ n: count() })
    .from(votes)
    .where(and(eq(votes.eventId, eventId), eq(votes.userId, userId)));
  return row?.n ?? 0;
}

export async function candidatesOf(app: FastifyInstance, eventId: number) {
  return app.db
    .select()
    .from(votingCandidates)
    .where(eq(votingCandidates.eventId, eventId))
    .orderBy(asc(votingCandidates.position), asc(votingCandidates.id));
}

export function candidateView(c: Candidate, e: VotingEvent, lang: Lang) {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: pick(c.description, lang),
    image: c.image,
    share_link: voteLinkPath(e.slug, c.slug),
  };
}

/** An event as the screens read it, with the student's state at `place`. */
export async function eventView(
  app: FastifyInstance,
  e: VotingEvent,
  user: User,
  lang: Lang,
  place: VotePlace = 1,
) {
  const now = app.now();
  const phase = phaseOf(e, now);
  const voted = await votedIn(app, e.id, user.id);
  // Votes are a counter: read now, never from the cached session.
  const { votes: votesLeft } = await userRowOf(app.db, user.id);
  const [grant] = await app.db
    .select({ votes: votingGrants.votes })
    .from(votingGrants)
    .where(and(eq(votingGrants.eventId, e.id), eq(votingGrants.userId, user.id)));
  return {
    id: e.id,
    slug: e.slug,
    title: pick(e.title, lang),
    description: pick(e.description, lang),
    starts_at: e.startsAt.toISOString(),
    ends_at: e.endsAt.toISOString(),
    phase,
    state: voteState({ place, phase, quota: votesLeft, votedInEvent: voted }),
    votes_left: votesLeft,
    voted_in_event: voted,
    starter_votes: e.starterVotes,
    starter_votes_claimed: grant !== undefined,
    share_link: voteLinkPath(e.slug),
    candidates: (await candidatesOf(app, e.id)).map((c) => candidateView(c, e, lang)),
    standings: await standingsOf(app.db, e.id),
  };
}

/** Publishes the event's standings to every subscriber (every process). */
export async function publishStandings(app: FastifyInstance, eventId: number): Promise<void> {
  const standings = await standingsOf(app.db, eventId);
  await liveBus(app)
    .publish(`vote:${eventId}`, standings)
    .catch((e: unknown) => app.log.warn({ err: e }, 'live publish failed'));
}

export const langSchema = { enum: [...LANGS] } as const;
export const idParam = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
export const slugParam = { type: 'string', pattern: '^[a-z0-9-]{2,60}$' } as const;
