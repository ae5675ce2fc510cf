/** /voting/thankyou/: after voting, the votes left and the ways on. */
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { Page } from '../../lib/chrome';
import { href, VLink } from '../../lib/nav';
import { Guard } from './guard';
import { EventLoaded } from './event-loaded';
import { useEvent } from './use-event';
import { VOTING } from './voting-path';
import '../../lib/styles/card-list.css';
import './voting.css';

export function VotingThankyou() {
  const { t } = useTranslation('voting');
  const [params] = useSearchParams();
  const event = params.get('event') ?? '';
  const candidate = params.get('candidate');
  const [load, retry] = useEvent();
  return (
    <Guard>
      <Page title={t('thankyouTitle')} className="page--voting">
        <EventLoaded load={load} retry={retry} inPage>
          {(e) => (
            <>
              <p>{t('thankyouBody')}</p>
              <p className="votes-left">{t('votesLeft', { votes: e.votes_left })}</p>
              <div className="post__actions">
                <VLink to={href(VOTING.standing, { event })} className="button button--primary">
                  {t('seeStandings')}
                </VLink>
                <VLink
                  to={href(VOTING.share, candidate ? { event, candidate } : { event })}
                  className="button button--secondary"
                >
                  {t('share')}
                </VLink>
              </div>
            </>
          )}
        </EventLoaded>
      </Page>
    </Guard>
  );
}
