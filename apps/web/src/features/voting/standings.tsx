/** An event's standings: each candidate's share of the votes as a bar, live. */
import { useEffect, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { subscribeStream } from '../../lib/live-stream';
import type { VotingStandings } from '@web-ed/schemas/api';
import { Bar } from '../../lib/pictures/bar';

/** The standings, live: the server's stream (every process) replaces them on each vote. */
export function useLiveStandings(eventId: number, initial: VotingStandings): VotingStandings {
  // The stream starts with a snapshot of the standings, then every change.
  const [standings, setStandings] = useState(initial);
  useEffect(
    () =>
      subscribeStream('voting/standings-stream', { event_id: eventId }, (event, data) => {
        // Both events carry the standings as voting/standings answers them.
        if (event === 'standings' || event === 'snapshot') setStandings(data as VotingStandings);
      }),
    [eventId],
  );
  return standings;
}

export function StandingsList({ standings }: { standings: VotingStandings }) {
  const { t, i18n } = useTranslation('voting');
  const share = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  // One candidate ahead of all others (a tie for first leads no one).
  const firsts = standings.candidates.filter((c) => c.rank === 1 && c.votes > 0);
  const leader = firsts.length === 1 ? firsts[0]!.candidate_id : null;
  return (
    <section aria-labelledby="standings-title" className="standings">
      <h2 id="standings-title" className="section-title">
        {t('standingsTitle', { total: standings.total })}
      </h2>
      <ol className="standings__list" aria-live="polite">
        {standings.candidates.map((c) => (
          <li
            key={c.candidate_id}
            className={`standing${c.candidate_id === leader ? ' standing--leader' : ''}`}
            data-candidate={c.slug}
          >
            <span className="standing__rank">
              <span className="visually-hidden">{t('rank')} </span>
              {c.rank}
            </span>
            <span className="standing__main">
              <span className="standing__line">
                <span className="standing__name">
                  {c.name}
                  {c.candidate_id === leader && (
                    <>
                      {' '}
                      <span className="standing__leader">{t('leading')}</span>
                    </>
                  )}
                </span>
                <span className="standing__votes" data-votes={c.votes}>
                  {t('votesCount', { count: c.votes })}
                </span>
              </span>
              <span className="standing__line">
                <Bar className="standing__bar" value={c.percent} max={100} />
                <span className="standing__share">
                  <span aria-hidden="true">{share.format(c.percent / 100)}</span>
                  <span className="visually-hidden">
                    {t('voteShare', { percent: share.format(c.percent / 100) })}
                  </span>
                </span>
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
