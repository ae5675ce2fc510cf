/** Voting calls and shapes (community-service voting/*). */
import { isApiError, unwrap, type DoneResponse } from '@web-ed/api-client';
import { errorTextKey } from '../../lib/shell';
import type { VoteState } from './vote-state';
import { api } from '../../lib/store';

export interface Standing {
  candidate_id: number;
  slug: string;
  name: string;
  votes: number;
  rank: number;
  percent: number;
}

export interface Standings {
  event_id: number;
  total: number;
  candidates: Standing[];
}

export interface Candidate {
  id: number;
  slug: string;
  name: string;
  description: string;
  image: string | null;
  share_link: string;
}

export interface VotingEventDetail {
  id: number;
  slug: string;
  title: string;
  description: string;
  starts_at: string;
  ends_at: string;
  phase: 'upcoming' | 'ongoing' | 'finished';
  state: VoteState;
  votes_left: number;
  voted_in_event: number;
  starter_votes: number;
  starter_votes_claimed: boolean;
  share_link: string;
  candidates: Candidate[];
  standings: Standings;
}

export interface VotingEventSummary {
  id: number;
  slug: string;
  title: string;
  ends_at: string;
  phase: 'upcoming' | 'ongoing' | 'finished';
  state: VoteState;
  total_votes: number;
  leader: string | null;
}

const query = (lang: string) => ({
  lang: ['en', 'id', 'th', 'hi', 'ms'].includes(lang) ? lang : 'en',
});

export async function fetchEvents(list: 'ongoing' | 'recent' | 'concluded', lang: string) {
  return unwrap(
    await api.get<DoneResponse<{ events: VotingEventSummary[]; votes_left: number }>>(
      'community',
      'voting/events',
      { query: { list, ...query(lang) } },
    ),
  );
}

export async function fetchEvent(ref: { id?: number; slug?: string }, lang: string) {
  return unwrap(
    await api.get<DoneResponse<VotingEventDetail>>('community', 'voting/get-event', {
      query: { ...ref, ...query(lang) },
    }),
  );
}

export async function fetchCandidate(
  ref: { id?: number; event?: string; candidate?: string; from_link?: boolean },
  lang: string,
) {
  return unwrap(
    await api.get<
      DoneResponse<{
        state: VoteState;
        candidate: Candidate | null;
        event: VotingEventDetail | null;
      }>
    >('community', 'voting/get-candidate', { query: { ...ref, ...query(lang) } }),
  );
}

export async function castVote(candidateId: number, idempotencyKey: string) {
  return unwrap(
    await api.post<
      DoneResponse<{ counted: boolean; votes_left: number; state: VoteState; standings: Standings }>
    >('community', 'voting/vote', { candidate_id: candidateId, idempotency_key: idempotencyKey }),
  );
}

export async function participate(eventId: number) {
  return unwrap(
    await api.post<DoneResponse<{ granted: number; votes_left: number }>>(
      'community',
      'voting/participate',
      { event_id: eventId },
      { retries: 0 },
    ),
  );
}

/** Resolves a kept vote link through get-user-preference (section 3, voting_link). */
export async function resolveVotingLink(link: string) {
  const pref = unwrap(
    await api.get<
      DoneResponse<{
        voting_link?: { event: string; candidate: string | null; path: string } | null;
      }>
    >('user', 'user/get-user-preference', { query: { voting_link: link } }),
  );
  return pref.voting_link ?? null;
}

/** The i18n key of a failed voting call. */
export function votingErrorKey(error: unknown): string | null {
  if (isApiError(error)) {
    if (error.error === 'no_votes') return 'voting:errNoVotes';
    if (error.error === 'voting_finished') return 'voting:errFinished';
    if (error.error === 'candidate_not_found' || error.error === 'event_not_found')
      return 'voting:errNotFound';
  }
  return errorTextKey(error);
}

/** A fresh idempotency key for one tap on "vote" (its retries reuse it). */
export const newVoteKey = () => crypto.randomUUID();
