/** /community/ (?view=newsfeed: the feed as a page of its own): the overview of communities. */
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { Loaded, Page } from '../../lib/chrome';
import { fetchOverview } from './community-data';
import { VLink } from '../../lib/nav';
import { useLoad } from '../../lib/use-load';
import { CommunityCard } from './community-card';
import { CommunityNav } from './community-nav';
import { COMMUNITY } from './community-path';
import { NewsFeed } from './newsfeed';
import { PopupPreference } from './popup-preference';
import '../../lib/styles/card-list.css';
import './community.css';

export function Community() {
  const { t } = useTranslation('community');
  const [params] = useSearchParams();
  const [load, retry] = useLoad(fetchOverview, []);
  // The navigation's newsfeed entry: the same feed, as a page of its own.
  if (params.get('view') === 'newsfeed') {
    return (
      <Page title={t('nav:newsfeed')} className="page--community">
        <NewsFeed ownPage />
      </Page>
    );
  }
  return (
    <Page title={t('title')} className="page--community">
      <CommunityNav />
      <Loaded load={load} retry={retry}>
        {(data) => (
          <>
            {data.joined_count === 0 && (
              <section className="card community-nudge">
                <h2 className="community-card__name">{t('nudgeTitle')}</h2>
                <p>{t('nudgeBody')}</p>
                <VLink to={COMMUNITY.explore} className="button button--primary">
                  {t('exploreCta')}
                </VLink>
              </section>
            )}
            {data.mine.length > 0 && (
              <section aria-labelledby="community-mine">
                <h2 id="community-mine" className="section-title">
                  {t('mineTitle')}
                </h2>
                <ul className="community-list">
                  {data.mine.map((c) => (
                    <CommunityCard key={c.id} c={c} />
                  ))}
                </ul>
              </section>
            )}
            {data.suggested.length > 0 && (
              <section aria-labelledby="community-suggested">
                <h2 id="community-suggested" className="section-title">
                  {t('suggestedTitle')}
                </h2>
                <ul className="community-list">
                  {data.suggested.map((c) => (
                    <CommunityCard key={c.id} c={c} onChange={() => retry()} />
                  ))}
                </ul>
              </section>
            )}
            <PopupPreference initial={data.community_in_app_popup} />
          </>
        )}
      </Loaded>
      <NewsFeed />
    </Page>
  );
}
