/** /voting/participate?event=: the starter votes and the candidates. */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { href, useGo, VLink } from '../../lib/nav';
import { participate } from './voting-data';
import { EventScreen } from './event-screen';
import { Guard } from './guard';
import { showError } from './show-error';
import { StateNote } from './state-note';
import { EventLoaded } from './event-loaded';
import { useEvent } from './use-event';
import { VoteButton } from './vote-button';
import { VOTING } from './voting-path';
import '../../lib/styles/card-list.css';
import './voting.css';

export function VotingParticipate() {
  const { t } = useTranslation('voting');
  const [load, retry] = useEvent();
  const go = useGo();
  const [busy, setBusy] = useState(false);
  return (
    <Guard>
      <div className="page page--voting">
        <EventLoaded load={load} retry={retry}>
          {(event) => (
            <EventScreen event={event}>
              {(e, set) => (
                <>
                  <h1 className="page__title">{e.title}</h1>
                  <p>{e.description}</p>
                  <StateNote state={e.state} votesLeft={e.votes_left} />
                  {e.phase === 'ongoing' && e.starter_votes > 0 && !e.starter_votes_claimed && (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={busy}
                      aria-busy={busy}
                      onClick={() => {
                        setBusy(true);
                        participate(e.id)
                          .then(() => retry())
                          .catch(showError)
                          .finally(() => setBusy(false));
                      }}
                    >
                      {t('getStarterVotes', { votes: e.starter_votes })}
                    </button>
                  )}
                  <ul className="community-list">
                    {e.candidates.map((c) => (
                      <li key={c.id} className="card candidate" data-candidate={c.slug}>
                        <h2 className="community-card__name">
                          <VLink to={href(VOTING.detail, { id: c.id })}>{c.name}</VLink>
                        </h2>
                        <p className="muted">{c.description}</p>
                        <VoteButton
                          candidate={c}
                          voteState={e.state}
                          onVoted={(votesLeft) => {
                            set({
                              ...e,
                              votes_left: votesLeft,
                              state: votesLeft > 0 ? '1_vote' : '1_la',
                            });
                            go(href(VOTING.thankyou, { event: e.slug, candidate: c.slug }));
                          }}
                        />
                      </li>
                    ))}
                  </ul>
                  <VLink
                    to={href(VOTING.standing, { event: e.slug })}
                    className="button button--secondary"
                  >
                    {t('seeStandings')}
                  </VLink>
                </>
              )}
            </EventScreen>
          )}
        </EventLoaded>
      </div>
    </Guard>
  );
}
