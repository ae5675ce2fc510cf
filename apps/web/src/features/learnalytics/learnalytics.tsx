/**
 * /learnalytics/: what tracking codes do, the student's classes, and for a teacher or partner the
 * progress report of each own class (a bar chart of the chapters each student completed against
 * the class average, then every number in a table).
 */
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../lib/chrome';
import { fetchCodes } from './learnalytics-data';
import { VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { useLoad } from '../../lib/use-load';
import { Report } from './class-report';
import '../../lib/styles/program-list.css';
import './learnalytics.css';

export function Learnalytics() {
  const { t } = useTranslation('learnalytics');
  const [load, retry] = useLoad(fetchCodes, []);
  return (
    <div className="page">
      <h1 className="page__title">{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <Loaded load={load} retry={retry}>
        {(data) => (
          <>
            <section className="card">
              <h2 className="program__name">{t('myClasses')}</h2>
              <p>{t('linkedCount', { n: data.codes.length })}</p>
              <VLink to={PATH.trackingCode} className="button button--primary">
                {t('manageCodes')}
              </VLink>
            </section>
            {data.owned_classes.map((c) => (
              <Report key={c.code} code={c.code} />
            ))}
          </>
        )}
      </Loaded>
    </div>
  );
}
