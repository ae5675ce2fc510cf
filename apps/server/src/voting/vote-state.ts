/**
 * The vote-state code that drives the voting screens (pure). The spec lists the codes and not
 * their meaning; ours (docs/decisions.md):
 *
 * The digit is where the student is:
 *   1  the event itself (/voting/, /voting/ongoing/, /voting/standing/)
 *   2  a shared vote link (voting_link: /voting/detail/?event=…&candidate=…), before voting
 *   3  one candidate, from the event (/voting/detail/, /voting/participate)
 * The suffix is what they can do:
 *   normal     has votes left and has not voted in this event yet
 *   vote       has voted in this event and has votes left (may vote again)
 *   la         "lacks allowance": no votes left (earn votes from missions and chapters)
 *   not_found  the link's event or candidate does not exist or has not started (only 2)
 * finished: the event has ended (any place): the screens show the final standings.
 *
 * The spec has no 2_vote and no 2_la-only rule: a link visitor who already voted and has votes
 * left sees 2_normal; one without votes sees 2_la.
 */
import type { EventPhase } from './event-phase';

export const VOTE_STATES = [
  '1_normal',
  '2_normal',
  '3_normal',
  '1_vote',
  '3_vote',
  '1_la',
  '2_la',
  '3_la',
  '2_not_found',
  'finished',
] as const;
export type VoteState = (typeof VOTE_STATES)[number];

export type VotePlace = 1 | 2 | 3;

export interface VoteStateInput {
  place: VotePlace;
  /** null: the event (or, for a link, its candidate) was not found. */
  phase: EventPhase | null;
  /** The student's votes quota (users.votes). */
  quota: number;
  /** Votes the student cast in this event. */
  votedInEvent: number;
}

export function voteState(input: VoteStateInput): VoteState {
  const { place, phase, quota, votedInEvent } = input;
  if (phase === 'finished') return 'finished';
  if (phase === null || phase === 'upcoming') return '2_not_found';
  if (quota <= 0) return `${place}_la`;
  if (place === 2) return '2_normal';
  if (place === 1) return votedInEvent > 0 ? '1_vote' : '1_normal';
  return votedInEvent > 0 ? '3_vote' : '3_normal';
}

/** Whether a state lets the student cast a vote now. */
export function canVote(state: VoteState): boolean {
  return state.endsWith('_normal') || state.endsWith('_vote');
}
