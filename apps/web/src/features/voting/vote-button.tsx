/** Votes for one candidate, once per tap, when the vote state allows it. */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import type { VotingCandidate } from '@web-ed/schemas/api';
import { castVote, newVoteKey } from './voting-data';
import { canVote, type VoteState } from './vote-state';
import { showError } from './show-error';

export function VoteButton({
  candidate,
  voteState,
  onVoted,
}: {
  candidate: VotingCandidate;
  voteState: VoteState;
  onVoted: (votesLeft: number, next: VoteState) => void;
}) {
  const { t } = useTranslation('voting');
  const [busy, setBusy] = useState(false);
  const vote = () => {
    setBusy(true);
    castVote(candidate.id, newVoteKey())
      .then((r) => onVoted(r.votes_left, r.state))
      .catch(showError)
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={busy || !canVote(voteState)}
      aria-busy={busy}
      onClick={vote}
      aria-label={t('voteFor', { name: candidate.name })}
    >
      {t('vote')}
    </button>
  );
}
