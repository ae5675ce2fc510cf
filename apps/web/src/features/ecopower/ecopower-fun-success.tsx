/** /ecopower/fun-activities/success/: the upload went through. */
import { useTranslation } from '@web-ed/i18n/react';
import { ECOPOWER_PATH as P } from './ecopower-data';
import { href, VLink } from '../../lib/nav';
import { useEcopowerEntered } from './refresh-flag';
import { useEcoQuery } from './use-eco-query';
import './ecopower.css';

export function EcopowerFunSuccess() {
  const { t } = useTranslation('ecopower');
  const { id, chapterId, left } = useEcoQuery();
  useEcopowerEntered();
  const q = id !== null && chapterId !== null ? { id, chapter_id: chapterId } : null;
  return (
    <div className="page page--center eco-page">
      <h1 className="page__title">{t('uploadedTitle')}</h1>
      <p role="status">{t('uploadedBody')}</p>
      {left !== null && <p className="muted">{t('chancesLeft', { count: left })}</p>}
      <div className="actions">
        {q && (
          <VLink className="button button--primary" to={P.taskList(q.id, q.chapter_id)}>
            {t('toTaskList')}
          </VLink>
        )}
        {q && left !== null && left > 0 && (
          <VLink className="button button--secondary" to={href(P.funActivities, q)}>
            {t('uploadAnother')}
          </VLink>
        )}
      </div>
    </div>
  );
}
