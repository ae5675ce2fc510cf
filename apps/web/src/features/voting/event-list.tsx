/** The events of one list (ongoing, recent, concluded), each with its way in. */
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../lib/chrome';
import { href, VLink } from '../../lib/nav';
import { useLoad } from '../../lib/use-load';
import { fetchEvents } from './voting-data';
import { VOTING } from './voting-path';

export function EventList({ list }: { list: 'ongoing' | 'recent' | 'concluded' }) {
  const { t, i18n } = useTranslation('voting');
  const [load, retry] = useLoad(() => fetchEvents(list, i18n.language), [list, i18n.language]);
  return (
    <Loaded load={load} retry={retry}>
      {(data) => (
        <>
          <p className="votes-left">{t('votesLeft', { votes: data.votes_left })}</p>
          {data.events.length === 0 ? (
            <p className="muted">{t(`empty_${list}`)}</p>
          ) : (
            <ul className="community-list">
              {data.events.map((e) => (
                <li key={e.id} className="card community-card" data-vote-state={e.state}>
                  <h2 className="community-card__name">
                    <VLink to={href(VOTING.standing, { event: e.slug })}>{e.title}</VLink>
                  </h2>
                  <p className="community-card__meta">
                    {e.phase === 'finished'
                      ? t('endedOn', {
                          date: new Date(e.ends_at).toLocaleDateString(i18n.language),
                        })
                      : t('endsOn', {
                          date: new Date(e.ends_at).toLocaleDateString(i18n.language),
                        })}
                    {' · '}
                    {t('votesCount', { count: e.total_votes })}
                  </p>
                  {e.leader && <p>{t('leader', { name: e.leader })}</p>}
                  {e.phase === 'ongoing' && (
                    <VLink
                      to={href(VOTING.participate, { event: e.slug })}
                      className="button button--primary"
                    >
                      {t('participate')}
                    </VLink>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Loaded>
  );
}
