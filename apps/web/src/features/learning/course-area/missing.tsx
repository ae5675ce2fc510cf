/** What an area page shows for a link to a course or chapter it does not have. */
import { useTranslation } from '@web-ed/i18n/react';
import { VLink } from '../../../lib/nav';
import { AREA_PATH, type Area } from './area';

export function Missing({ area }: { area: Area }) {
  const { t } = useTranslation(area);
  return (
    <div className="card">
      <h1 className="page__title">{t('notFound')}</h1>
      <VLink className="button button--primary" to={AREA_PATH.home(area)}>
        {t('title')}
      </VLink>
    </div>
  );
}
