/** /voting/standing/?event=: the live standings, and the candidates to vote for. */
import { useTranslation } from '@web-ed/i18n/react';
import { href, useGo, VLink } from '../../lib/nav';
import { snackbars } from '../../lib/store';
import type { VotingEvent } from '@web-ed/schemas/api';
import type { VoteState } from './vote-state';
import { EventScreen } from './event-screen';
import { Guard } from './guard';
import { StandingsList, useLiveStandings } from './standings';
import { StateNote } from './state-note';
import { EventLoaded } from './event-loaded';
import { useEvent } from './use-event';
import { VoteButton } from './vote-button';
import { VOTING } from './voting-path';
import '../../lib/styles/card-list.css';
import './voting.css';

function Standing({ event }: { event: VotingEvent }) {
  const { t } = useTranslation('voting');
  const go = useGo();
  const standings = useLiveStandings(event.id, event.standings);
  return (
    <EventScreen event={event}>
      {(e, set) => (
        <>
          <h1 className="page__title">{e.title}</h1>
          <StateNote state={e.state} votesLeft={e.votes_left} />
          <StandingsList standings={standings} />
          {e.phase === 'ongoing' && (
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
                    onVoted={(votesLeft, next) => {
                      const state: VoteState = votesLeft > 0 ? '1_vote' : next;
                      set({
                        ...e,
                        votes_left: votesLeft,
                        state,
                        voted_in_event: e.voted_in_event + 1,
                      });
                      snackbars.show({ message: 'voting:voted', type: 'success' });
                      if (votesLeft === 0) go(href(VOTING.thankyou, { event: e.slug }));
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          <VLink to={href(VOTING.share, { event: e.slug })} className="button button--secondary">
            {t('share')}
          </VLink>
        </>
      )}
    </EventScreen>
  );
}

export function VotingStanding() {
  const [load, retry] = useEvent();
  return (
    <Guard>
      <div className="page page--voting">
        <EventLoaded load={load} retry={retry}>
          {(event) => <Standing event={event} />}
        </EventLoaded>
      </div>
    </Guard>
  );
}
