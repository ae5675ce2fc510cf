/** What the server's vote-state code (vote-state.ts) tells the student, and the votes left. */
import { useTranslation } from '@web-ed/i18n/react';
import { VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { lacksVotes, stateMessageKey, type VoteState } from './vote-state';

export function StateNote({ state: s, votesLeft }: { state: VoteState; votesLeft: number }) {
  const { t } = useTranslation('voting');
  return (
    <p className={`card vote-state vote-state--${s}`} data-vote-state={s} role="status">
      {t(stateMessageKey(s), { votes: votesLeft })}
      {lacksVotes(s) && (
        <>
          {' '}
          <VLink to={PATH.missions}>{t('earnVotes')}</VLink>
        </>
      )}
    </p>
  );
}
