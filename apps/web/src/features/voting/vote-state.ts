/**
 * The vote-state codes of section 3 as the screens read them (pure; the server computes them,
 * apps/server/src/voting/vote-state.ts, and docs/decisions.md gives their meaning).
 */
import type { VotingEvent } from '@web-ed/schemas/api';

export type VoteState = VotingEvent['state'];

export function canVote(state: VoteState): boolean {
  return state.endsWith('_normal') || state.endsWith('_vote');
}

export function lacksVotes(state: VoteState): boolean {
  return state.endsWith('_la');
}

/** The i18n key (voting namespace) of the message a state shows. */
export function stateMessageKey(state: VoteState): string {
  return `state_${state}`;
}
