/** /voting/thankyou/: after voting, the votes left and the ways on. */
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { Loaded, Page } from '../../lib/chrome';
import { href, VLink } from '../../lib/nav';
import { Guard } from './guard';
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
        <p>{t('thankyouBody')}</p>
        <Loaded load={load} retry={retry}>
          {(e) => (
            <>
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
        </Loaded>
      </Page>
    </Guard>
  );
}
