/** Voting's public surface: the vote link a signed-out visitor keeps through the sign-in. */
export { peekVoteLink } from './pending-vote-link';
