/**
 * The math (/math/…) and external course (/play/…) screens: the same pages under two bases,
 * query-addressed as section 2 says (cid: the course, chapter_id, id: the task). A task list, a
 * core concept page that explains the chapter's idea before its quiz, the quiz (the Player, the
 * /learn/ outbox) and its result.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { SubjectSummary } from '@web-ed/api-client';
import { Loaded } from './chrome';
import {
  Bar,
  ChapterList,
  CoreConceptView,
  idParam,
  loadChapter,
  loadCourseChapters,
  ProgressBar,
  QuizScreen,
  TaskList,
} from './course-play';
import { fetchSubjects } from './courses-data';
import { fetchContentData } from './learning-calls';
import { href, VLink } from './nav';
import { useLoad } from './use-load';
import { useStartCourse } from './use-start-course';
import { StartCourseDialogs } from '../dialogs/start-course-dialogs';
import { Result } from '../screens/result';
import '../screens/course-play.css';

export type Area = 'math' | 'play';

export const AREA_PATH = {
  home: (a: Area) => `/${a}/`,
  chapters: (a: Area) => `/${a}/chapters/`,
  taskList: (a: Area) => `/${a}/task-list/`,
  quiz: (a: Area) => `/${a}/quiz/`,
  result: (a: Area) => `/${a}/quiz/result/`,
  coreConcept: (a: Area) => `/${a}/core-concept/`,
} as const;

/** Courses of an area: math courses (chapter_list math), or external ones for play. */
export function inArea(area: Area, s: SubjectSummary): boolean {
  return area === 'math' ? s.chapter_list === 'math' : s.domain === 'external';
}

function useIds() {
  const [params] = useSearchParams();
  return {
    cid: idParam(params.get('cid')),
    chapterId: idParam(params.get('chapter_id')),
    taskId: idParam(params.get('id')),
  };
}

function Missing({ area }: { area: Area }) {
  const { t } = useTranslation(area);
  return (
    <div className="card">
      <h1 className="page__title">{t('notFound')}</h1>
      <VLink className="button button--primary" to={AREA_PATH.home(area)}>
        {t('title')}
      </VLink>
    </div>
  );
}

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

export function AreaTaskList({ area }: { area: Area }) {
  const { t, i18n } = useTranslation(area);
  const { cid, chapterId } = useIds();
  const [load, retry] = useLoad(
    () =>
      cid !== null && chapterId !== null
        ? loadChapter(cid, chapterId, i18n.language)
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
            </>
          ) : (
            <Missing area={area} />
          )
        }
      </Loaded>
    </div>
  );
}

export function AreaCoreConcept({ area }: { area: Area }) {
  const { t, i18n } = useTranslation(area);
  const { cid, chapterId, taskId } = useIds();
  // The theory (get-content-data; offline, the chapter's cached questions carry it too).
  const [load, retry] = useLoad(
    () =>
      cid !== null && chapterId !== null
        ? fetchContentData(cid, chapterId, i18n.language, taskId)
        : Promise.resolve(null),
    [cid, chapterId, taskId, i18n.language],
  );
  const back =
    cid !== null && chapterId !== null
      ? href(AREA_PATH.taskList(area), { cid, chapter_id: chapterId })
      : AREA_PATH.home(area);
  return (
    <div className="page">
      <Bar back={back} />
      <Loaded load={load} retry={retry}>
        {(data) =>
          data?.chapter && cid !== null && chapterId !== null ? (
            <>
              <p className="eyebrow">
                {t('play:coreConcept')} · {data.chapter.title}
              </p>
              <h1 className="page__title">
                {data.chapter.core_concept?.title ?? data.chapter.title}
              </h1>
              {data.chapter.core_concept ? (
                <CoreConceptView concept={data.chapter.core_concept} />
              ) : (
                data.chapter.description && <p>{data.chapter.description}</p>
              )}
              <VLink
                className="button button--primary"
                to={href(AREA_PATH.quiz(area), {
                  cid,
                  chapter_id: chapterId,
                  ...(taskId !== null ? { id: taskId } : {}),
                })}
              >
                {t('play:toQuiz')}
              </VLink>
            </>
          ) : (
            <Missing area={area} />
          )
        }
      </Loaded>
    </div>
  );
}

export function AreaQuiz({ area }: { area: Area }) {
  const { cid, chapterId, taskId } = useIds();
  return (
    <QuizScreen
      sid={cid}
      cid={chapterId}
      taskId={taskId}
      back={
        cid !== null && chapterId !== null
          ? href(AREA_PATH.taskList(area), { cid, chapter_id: chapterId })
          : AREA_PATH.home(area)
      }
      resultPath={AREA_PATH.result(area)}
    />
  );
}

export function AreaQuizResult({ area }: { area: Area }) {
  return (
    <Result
      backTo={(r) => href(AREA_PATH.taskList(area), { cid: r.subjectId, chapter_id: r.chapterId })}
    />
  );
}
