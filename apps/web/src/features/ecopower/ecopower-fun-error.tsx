/** /ecopower/fun-activities/error/: the upload failed; try again. */
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { ECOPOWER_PATH as P } from './ecopower-data';
import { href, VLink } from '../../lib/nav';
import { useEcopowerEntered } from './refresh-flag';
import { useEcoQuery } from './use-eco-query';
import './ecopower.css';

export function EcopowerFunError() {
  const { t } = useTranslation('ecopower');
  const { id, chapterId } = useEcoQuery();
  const [params] = useSearchParams();
  const offline = params.get('reason') === 'offline';
  useEcopowerEntered();
  const q: Record<string, number> =
    id !== null && chapterId !== null ? { id, chapter_id: chapterId } : {};
  return (
    <div className="page page--center eco-page">
      <h1 className="page__title">{t('uploadErrorTitle')}</h1>
      <p role="alert">{offline ? t('uploadOffline') : t('uploadFailed')}</p>
      <VLink className="button button--primary" to={href(P.funActivities, q)}>
        {t('retry')}
      </VLink>
    </div>
  );
}
