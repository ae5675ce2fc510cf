/** What an ecopower page shows when there is no ecopower course or chapter to show. */
import { useTranslation } from '@web-ed/i18n/react';
import { VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';

export function NoEcopower() {
  const { t } = useTranslation('ecopower');
  return (
    <div className="card">
      <h1 className="page__title">{t('notFound')}</h1>
      <VLink className="button button--primary" to={PATH.home}>
        {t('common:backToHome')}
      </VLink>
    </div>
  );
}
