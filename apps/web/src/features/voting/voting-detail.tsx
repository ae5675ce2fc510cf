/** /voting/detail/: one candidate (?id= from the app, ?event=&candidate= from a share link). */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { Loaded } from '../../lib/chrome';
import { href, useGo, VLink } from '../../lib/nav';
import { useLoad } from '../../lib/use-load';
import { fetchCandidate, resolveVotingLink } from './voting-data';
import { canVote, lacksVotes, type VoteState } from './vote-state';
import { Guard } from './guard';
import { StateNote } from './state-note';
import { VoteNotFound } from './event-loaded';
import { VoteButton } from './vote-button';
import { VOTING } from './voting-path';
import '../../lib/styles/card-list.css';
import './voting.css';

export function VotingDetail() {
  return (
    <Guard>
      <Detail />
    </Guard>
  );
}

function Detail() {
  const { t, i18n } = useTranslation('voting');
  const [params] = useSearchParams();
  const go = useGo();
  const id = Number(params.get('id'));
  const eventSlug = params.get('event');
  const candidateSlug = params.get('candidate');
  const fromLink = !(Number.isInteger(id) && id > 0);
  const [load, retry] = useLoad(async () => {
    if (!fromLink) return fetchCandidate({ id }, i18n.language);
    // A share link: resolved through get-user-preference (voting_link), then opened at place 2.
    const link = await resolveVotingLink(
      `${VOTING.detail}?event=${eventSlug ?? ''}&candidate=${candidateSlug ?? ''}`,
    );
    if (!link?.candidate) return { state: '2_not_found' as const, candidate: null, event: null };
    return fetchCandidate(
      { event: link.event, candidate: link.candidate, from_link: true },
      i18n.language,
    );
  }, [id, eventSlug, candidateSlug, i18n.language]);
  const [override, setOverride] = useState<{ state: VoteState; votes: number } | null>(null);
  return (
    <div className="page page--voting">
      <Loaded load={load} retry={retry}>
        {(data) => {
          if (!data.candidate || !data.event) return <VoteNotFound />;
          const c = data.candidate;
          const e = data.event;
          const voteState = override?.state ?? data.state;
          return (
            <>
              <p className="eyebrow">{e.title}</p>
              <h1 className="page__title">{c.name}</h1>
              <p>{c.description}</p>
              <StateNote state={voteState} votesLeft={override?.votes ?? e.votes_left} />
              {canVote(voteState) && (
                <VoteButton
                  candidate={c}
                  voteState={voteState}
                  onVoted={(votes, next) => {
                    setOverride({ state: next, votes });
                    go(href(VOTING.thankyou, { event: e.slug, candidate: c.slug }));
                  }}
                />
              )}
              {lacksVotes(voteState) && e.starter_votes > 0 && !e.starter_votes_claimed && (
                <VLink
                  to={href(VOTING.participate, { event: e.slug })}
                  className="button button--primary"
                >
                  {t('getStarterVotes', { votes: e.starter_votes })}
                </VLink>
              )}
              <div className="post__actions">
                <VLink
                  to={href(VOTING.share, { event: e.slug, candidate: c.slug })}
                  className="button button--secondary"
                >
                  {t('share')}
                </VLink>
                <VLink
                  to={href(VOTING.standing, { event: e.slug })}
                  className="button button--secondary"
                >
                  {t('seeStandings')}
                </VLink>
              </div>
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
