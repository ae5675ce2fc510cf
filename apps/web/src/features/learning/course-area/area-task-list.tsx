/** /math/task-list/ and /play/task-list/?cid&chapter_id: a chapter's tasks and its core concept. */
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../../lib/chrome';
import { fetchChapters } from '../../courses';
import { chapterViews } from '../../../lib/chapters';
import { serverNow } from '../../../lib/server-time';
import { chapterNeighbours } from './chapter-neighbours';
import { ChapterNav } from './chapter-nav';
import { Bar, loadChapter, ProgressBar, TaskList } from './course-play';
import { href, VLink } from '../../../lib/nav';
import { useLoad } from '../../../lib/use-load';
import { AREA_PATH, type Area, useIds } from './area';
import { Missing } from './missing';

export function AreaTaskList({ area }: { area: Area }) {
  const { t, i18n } = useTranslation(area);
  const { cid, chapterId } = useIds();
  const [load, retry] = useLoad(
    () =>
      cid !== null && chapterId !== null
        ? Promise.all([loadChapter(cid, chapterId, i18n.language), fetchChapters(cid)]).then(
            ([chapter, chapters]) => {
              const now = serverNow();
              const neighbours = chapterNeighbours(chapterViews(chapters, now), chapterId, now);
              return { ...chapter, neighbours };
            },
          )
        : Promise.resolve(null),
    [cid, chapterId, i18n.language],
  );
  return (
    <div className="page">
      <Bar back={cid !== null ? href(AREA_PATH.chapters(area), { cid }) : AREA_PATH.home(area)} />
      <Loaded load={load} retry={retry}>
        {(data) =>
          data && cid !== null && chapterId !== null ? (
            <>
              <p className="eyebrow">{t('title')}</p>
              <h1 className="page__title">{data.chapter?.title ?? t('play:tasks')}</h1>
              {data.chapter?.description && <p>{data.chapter.description}</p>}
              <ProgressBar
                percent={data.progress}
                label={t('play:progress', { percent: data.progress })}
              />
              {data.chapter?.core_concept && (
                <VLink
                  className="card core-concept__link"
                  to={href(AREA_PATH.coreConcept(area), {
                    cid,
                    chapter_id: chapterId,
                    id: data.tasks[0]?.id ?? 0,
                  })}
                >
                  <strong>{t('play:coreConcept')}</strong>
                  <span className="muted">{data.chapter.core_concept.title}</span>
                </VLink>
              )}
              <h2>{t('play:tasks')}</h2>
              <TaskList
                tasks={data.tasks}
                quizHref={(id) =>
                  data.chapter?.core_concept
                    ? href(AREA_PATH.coreConcept(area), { cid, chapter_id: chapterId, id })
                    : href(AREA_PATH.quiz(area), { cid, chapter_id: chapterId, id })
                }
              />
              <ChapterNav
                neighbours={data.neighbours}
                hrefOf={(id) => href(AREA_PATH.taskList(area), { cid, chapter_id: id })}
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

export const MathTaskList = () => <AreaTaskList area="math" />;
export const PlayTaskList = () => <AreaTaskList area="play" />;
