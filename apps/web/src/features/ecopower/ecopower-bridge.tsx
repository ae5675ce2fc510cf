/** Between the reading and the quiz: what the chapter asks next. */
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { Loaded } from '../../lib/chrome';
import { Bar, loadChapter, ProgressBar } from '../learning';
import { ECOPOWER_PATH as P, ecoQuery, loadEcoChapter } from './ecopower-data';
import { href, VLink } from '../../lib/nav';
import { useLoad } from '../../lib/use-load';
import { NoEcopower } from './no-ecopower';
import { useEcopowerEntered } from './refresh-flag';
import './ecopower.css';

export function EcopowerBridge() {
  const { t, i18n } = useTranslation('ecopower');
  const [params] = useSearchParams();
  const id = params.get('id');
  const chapterId = params.get('chapter_id');
  useEcopowerEntered();
  const [load, retry] = useLoad(async () => {
    const eco = await loadEcoChapter(id, chapterId, i18n.language);
    if (!eco) return null;
    const chapter = await loadChapter(eco.course.subject_id, eco.chapter.id, i18n.language);
    return { eco, chapter };
  }, [id, chapterId, i18n.language]);
  return (
    <div className="page eco-page">
      <Bar back={P.home} />
      <Loaded load={load} retry={retry}>
        {(data) =>
          data ? (
            <>
              <p className="eyebrow">{data.eco.course.subject_name}</p>
              <h1 className="page__title">
                {t('bridgeTitle', { chapter: data.eco.chapter.title })}
              </h1>
              {data.eco.text?.description && <p>{data.eco.text.description}</p>}
              <ProgressBar
                percent={data.chapter.progress}
                label={t('play:progress', { percent: data.chapter.progress })}
              />
              <p>{t('bridgeBody', { count: data.chapter.tasks.length })}</p>
              <div className="actions">
                <VLink
                  className="button button--primary"
                  to={P.quiz(data.eco.course.subject_id, data.eco.chapter.id)}
                >
                  {t('toQuiz')}
                </VLink>
                <VLink
                  className="button button--secondary"
                  to={href(P.accessible, ecoQuery(data.eco))}
                >
                  {t('readAgain')}
                </VLink>
              </div>
            </>
          ) : (
            <NoEcopower />
          )
        }
      </Loaded>
    </div>
  );
}
