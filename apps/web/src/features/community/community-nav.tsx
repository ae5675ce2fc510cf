/** The community pages' tabs: overview, mine, explore, appeals. */
import { useTranslation } from '@web-ed/i18n/react';
import { VLink } from '../../lib/nav';
import { COMMUNITY } from './community-path';

export function CommunityNav() {
  const { t } = useTranslation('community');
  return (
    <nav className="community-tabs" aria-label={t('sections')}>
      <VLink to={COMMUNITY.overview} className="chip">
        {t('overviewTab')}
      </VLink>
      <VLink to={COMMUNITY.mine} className="chip">
        {t('mineTab')}
      </VLink>
      <VLink to={COMMUNITY.explore} className="chip">
        {t('exploreTab')}
      </VLink>
      <VLink to={COMMUNITY.appeal} className="chip">
        {t('appealTab')}
      </VLink>
    </nav>
  );
}
