/** What a community page shows for a link to a community it cannot find. */
import { useTranslation } from '@web-ed/i18n/react';
import { Page } from '../../lib/chrome';
import { VLink } from '../../lib/nav';
import { COMMUNITY } from './community-path';

export function Missing() {
  const { t } = useTranslation('community');
  return (
    <Page title={t('notFoundTitle')}>
      <p>{t('notFoundBody')}</p>
      <VLink to={COMMUNITY.overview} className="button button--primary">
        {t('backToCommunity')}
      </VLink>
    </Page>
  );
}
