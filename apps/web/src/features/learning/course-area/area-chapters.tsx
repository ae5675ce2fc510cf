/** /play/chapters/?cid: an external course's chapters (math lists them on its home). */
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../../lib/chrome';
import { Bar, ChapterList, loadCourseChapters } from './course-play';
import { href } from '../../../lib/nav';
import { useLoad } from '../../../lib/use-load';
import { AREA_PATH, type Area, inArea, useIds } from './area';
import { Missing } from './missing';

export function AreaChapters({ area }: { area: Area }) {
  const { t } = useTranslation(area);
  const { cid } = useIds();
  const [load, retry] = useLoad(
    () => (cid === null ? Promise.resolve(null) : loadCourseChapters(cid)),
    [cid],
  );
  return (
    <div className="page">
      <Bar back={AREA_PATH.home(area)} />
      <Loaded load={load} retry={retry}>
        {(data) =>
          data?.course && cid !== null && inArea(area, data.course) ? (
            <>
              <p className="eyebrow">{t('title')}</p>
              <h1 className="page__title">{data.course.subject_name}</h1>
              <ChapterList
                chapters={data.chapters}
                taskListHref={(chapterId) =>
                  href(AREA_PATH.taskList(area), { cid, chapter_id: chapterId })
                }
              />
            </>
          ) : (
            <Missing area={area} />
          )
        }
      </Loaded>
    </div>
  );
}

export const PlayChapters = () => <AreaChapters area="play" />;
