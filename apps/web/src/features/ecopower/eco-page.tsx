/** A content page of one chapter: its course and chapter come from ?id&chapter_id. */
import type { ReactNode } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { Loaded } from '../../lib/chrome';
import { Bar } from '../learning';
import { ECOPOWER_PATH as P, loadEcoChapter, type EcoChapter } from './ecopower-data';
import { useLoad } from '../../lib/use-load';
import { EcoNext } from './eco-next';
import { NoEcopower } from './no-ecopower';
import { useEcopowerEntered } from './refresh-flag';

export function EcoPage({
  titleKey,
  children,
}: {
  titleKey: string;
  children: (eco: EcoChapter) => ReactNode;
}) {
  const { t, i18n } = useTranslation('ecopower');
  const [params] = useSearchParams();
  const id = params.get('id');
  const chapterId = params.get('chapter_id');
  useEcopowerEntered();
  const [load, retry] = useLoad(
    () => loadEcoChapter(id, chapterId, i18n.language),
    [id, chapterId, i18n.language],
  );
  return (
    <div className="page eco-page">
      <Bar back={P.home} />
      <Loaded load={load} retry={retry}>
        {(eco) =>
          eco ? (
            <>
              <p className="eyebrow">
                {eco.course.subject_name} · {eco.chapter.title}
              </p>
              <h1 className="page__title">{t(titleKey)}</h1>
              {children(eco)}
              <EcoNext eco={eco} />
            </>
          ) : (
            <NoEcopower />
          )
        }
      </Loaded>
    </div>
  );
}
