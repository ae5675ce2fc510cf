/** /learnalytics/code/: the codes added, and the way to add one. */
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../lib/chrome';
import { fetchCodes } from './learnalytics-data';
import { VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { useLoad } from '../../lib/use-load';
import { CodeList } from './code-list';
import '../../lib/styles/program-list.css';
import './learnalytics.css';

export function LearnalyticsCode() {
  const { t } = useTranslation('learnalytics');
  const [load, retry] = useLoad(fetchCodes, []);
  return (
    <div className="page">
      <h1 className="page__title">{t('codesTitle')}</h1>
      <Loaded load={load} retry={retry}>
        {(data) => <CodeList data={data} onChange={retry} />}
      </Loaded>
      <VLink to={PATH.trackingCodeAdd} className="button button--primary">
        {t('addCode')}
      </VLink>
    </div>
  );
}
