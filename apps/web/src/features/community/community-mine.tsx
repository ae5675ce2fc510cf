/** /community/mine/: the communities joined. */
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded, Page } from '../../lib/chrome';
import { fetchMine } from './community-data';
import { VLink } from '../../lib/nav';
import { useLoad } from '../../lib/use-load';
import { CommunityCard } from './community-card';
import { CommunityNav } from './community-nav';
import { COMMUNITY } from './community-path';
import '../../lib/styles/card-list.css';
import './community.css';

export function CommunityMine() {
  const { t } = useTranslation('community');
  const [load, retry] = useLoad(fetchMine, []);
  return (
    <Page title={t('mineTitle')} className="page--community">
      <CommunityNav />
      <Loaded load={load} retry={retry}>
        {(data) =>
          data.communities.length === 0 ? (
            <section className="card">
              <p>{t('noneJoined')}</p>
              <VLink to={COMMUNITY.explore} className="button button--primary">
                {t('exploreCta')}
              </VLink>
            </section>
          ) : (
            <ul className="community-list">
              {data.communities.map((c) => (
                <CommunityCard key={c.id} c={c} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </Page>
  );
}
