/** /math/ and /play/: the area's courses, each with its chapters or a start button. */
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../../lib/chrome';
import { ChapterList, loadCourseChapters, ProgressBar } from './course-play';
import { fetchSubjects } from '../../courses';
import { href, VLink } from '../../../lib/nav';
import { useLoad } from '../../../lib/use-load';
import { useStartCourse } from '../../start-course';
import { StartCourseDialogs } from '../../start-course';
import { AREA_PATH, type Area, inArea } from './area';

/** /math/ and /play/: the area's courses, each with its chapters or a start button. */
export function AreaHome({ area }: { area: Area }) {
  const { t } = useTranslation(area);
  const flow = useStartCourse();
  // Math has no chapters page of its own (section 2): its home lists each course's chapters.
  const [load, retry] = useLoad(async () => {
    const courses = (await fetchSubjects()).filter((s) => inArea(area, s));
    return Promise.all(
      courses.map(async (c) => ({
        ...c,
        chapters: area === 'math' ? (await loadCourseChapters(c.subject_id)).chapters : null,
      })),
    );
  }, [area]);
  return (
    <div className="page">
      <h1 className="page__title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <Loaded load={load} retry={retry}>
        {(courses) =>
          courses.length === 0 ? (
            <p className="muted">{t('noCourses')}</p>
          ) : (
            <ul className="course-list area-courses">
              {courses.map((c) => (
                <li key={c.subject_id} className="card">
                  <h2 className="chapter__title">{c.subject_name}</h2>
                  {typeof c.progress === 'number' && (
                    <ProgressBar
                      percent={c.progress}
                      label={t('play:progress', { percent: c.progress })}
                    />
                  )}
                  <div className="actions">
                    <button
                      type="button"
                      className="button button--primary"
                      aria-busy={flow.busy === c.subject_id}
                      onClick={() => flow.start({ course: c, source: area })}
                    >
                      {t('play:start')}
                      <span className="visually-hidden">: {c.subject_name}</span>
                    </button>
                    {c.chapters === null && (
                      <VLink
                        className="button button--secondary"
                        to={href(AREA_PATH.chapters(area), { cid: c.subject_id })}
                      >
                        {t('play:chapters')}
                        <span className="visually-hidden">: {c.subject_name}</span>
                      </VLink>
                    )}
                  </div>
                  {c.chapters && (
                    <ChapterList
                      chapters={c.chapters}
                      taskListHref={(chapterId) =>
                        href(AREA_PATH.taskList(area), { cid: c.subject_id, chapter_id: chapterId })
                      }
                    />
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <StartCourseDialogs flow={flow} />
    </div>
  );
}

export const MathHome = () => <AreaHome area="math" />;
export const PlayHome = () => <AreaHome area="play" />;
