/** /ecopower/chapters/:id/: the course's chapters. */
import { useTranslation } from '@web-ed/i18n/react';
import { useParams } from '../../lib/router';
import { Loaded } from '../../lib/chrome';
import { Bar, ChapterList, idParam, loadCourseChapters } from '../learning';
import { ECOPOWER_PATH as P, isEcopowerCourse } from './ecopower-data';
import { useLoad } from '../../lib/use-load';
import { NoEcopower } from './no-ecopower';
import { useEcopowerEntered } from './refresh-flag';
import './ecopower.css';

export function EcopowerChapters() {
  const { t } = useTranslation('ecopower');
  const { id } = useParams();
  const sid = idParam(id);
  useEcopowerEntered();
  const [load, retry] = useLoad(
    () => (sid === null ? Promise.resolve(null) : loadCourseChapters(sid)),
    [sid],
  );
  return (
    <div className="page eco-page">
      <Bar back={P.home} />
      <Loaded load={load} retry={retry}>
        {(data) =>
          data?.course && sid !== null && isEcopowerCourse(data.course) ? (
            <>
              <p className="eyebrow">{data.course.subject_name}</p>
              <h1 className="page__title">{t('chapters')}</h1>
              <ChapterList chapters={data.chapters} taskListHref={(cid) => P.taskList(sid, cid)} />
            </>
          ) : (
            <NoEcopower />
          )
        }
      </Loaded>
    </div>
  );
}
