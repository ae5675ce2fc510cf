/** Voting calls and shapes (community-service voting/*). */
import { isApiError, unwrap } from '@web-ed/api-client';
import type {
  GetCandidateResponse,
  GetEventResponse,
  GetUserPreferenceResponse,
  VotingEventsResponse,
  VotingParticipateResponse,
  VotingVoteResponse,
} from '@web-ed/schemas/api';
import { errorTextKey } from '../../lib/shell';
import { api } from '../../lib/store';

const query = (lang: string) => ({
  lang: ['en', 'id', 'th', 'hi', 'ms'].includes(lang) ? lang : 'en',
});

export async function fetchEvents(list: 'ongoing' | 'recent' | 'concluded', lang: string) {
  return unwrap(
    await api.get<VotingEventsResponse>('community', 'voting/events', {
      query: { list, ...query(lang) },
    }),
  );
}

export async function fetchEvent(ref: { id?: number; slug?: string }, lang: string) {
  return unwrap(
    await api.get<GetEventResponse>('community', 'voting/get-event', {
      query: { ...ref, ...query(lang) },
    }),
  );
}

export async function fetchCandidate(
  ref: { id?: number; event?: string; candidate?: string; from_link?: boolean },
  lang: string,
) {
  return unwrap(
    await api.get<GetCandidateResponse>('community', 'voting/get-candidate', {
      query: { ...ref, ...query(lang) },
    }),
  );
}

export async function castVote(candidateId: number, idempotencyKey: string) {
  return unwrap(
    await api.post<VotingVoteResponse>('community', 'voting/vote', {
      candidate_id: candidateId,
      idempotency_key: idempotencyKey,
    }),
  );
}

export async function participate(eventId: number) {
  return unwrap(
    await api.post<VotingParticipateResponse>(
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
    await api.get<GetUserPreferenceResponse>('user', 'user/get-user-preference', {
      query: { voting_link: link },
    }),
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
