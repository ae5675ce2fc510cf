/** /home/: greeting, points / diamonds / votes / streak, and the current course's next chapter. */
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { withVersion } from '../shell';
import { abbreviateNumber } from '@web-ed/engine';
import { Avatar, Loaded, StatTile } from '../app/chrome';
import { chapterViews, fetchChapters, fetchSubjects, nextChapter } from '../app/courses-data';
import { href, VLink } from '../app/nav';
import { PATH } from '../app/routes';
import { fetchPreference, fetchUserInfo, state } from '../app/store';
import { cacheCourseForOffline } from '../app/offline-course';
import { useLoad } from '../app/use-load';
import { useStartCourse } from '../app/use-start-course';
import { StartCourseDialogs } from '../dialogs/start-course-dialogs';

async function loadHome(lang: string) {
  const [info, preference, subjects] = await Promise.all([
    fetchUserInfo(),
    fetchPreference(),
    fetchSubjects(),
  ]);
  const course = subjects.find((s) => s.subject_id === preference.current_subject) ?? null;
  const chapters = course ? chapterViews(await fetchChapters(course.subject_id), Date.now()) : [];
  if (course)
    void cacheCourseForOffline(course.subject_id, lang, Date.now()).catch(() => undefined);
  return { info, course, chapters };
}

export function Home() {
  const { t, i18n } = useTranslation('home');
  const [load, retry] = useLoad(() => loadHome(i18n.language), [i18n.language]);
  const snap = useSnapshot(state);
  const flow = useStartCourse();
  if (snap.session?.shouldRegister) return <Navigate to={withVersion(PATH.onboarding)} replace />;
  const n = (v: number) => abbreviateNumber(v);
  return (
    <div className="page">
      <Loaded load={load} retry={retry}>
        {({ info, course, chapters }) => {
          const next = nextChapter(chapters);
          const courseProgress = Math.round(course?.progress ?? 0);
          return (
            <>
              <div className="home__head">
                <Avatar index={info.current_avatar} size={56} />
                <h1 className="page__title">{t('greeting', { name: info.name ?? '' })}</h1>
                <VLink to={PATH.settings} className="icon-button" aria-label={t('nav:settings')}>
                  <svg
                    width="24"
                    height="24"
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <circle cx="12" cy="12" r="3" />
                    <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
                  </svg>
                </VLink>
              </div>
              <section className="stats" aria-label={t('points')}>
                <StatTile icon="star" label={t('points')} value={n(info.points)} />
                <StatTile icon="diamond" label={t('diamonds')} value={n(info.diamond)} />
                <StatTile icon="vote" label={t('votes')} value={n(info.votes)} />
                <StatTile
                  icon="flame"
                  label={t('streak')}
                  value={n(info.statistics.learning_streak)}
                />
              </section>
              {course ? (
                <section className="card course-card" aria-labelledby="home-course">
                  <p className="eyebrow">{t('yourCourses')}</p>
                  <h2 id="home-course" className="course-card__title">
                    {course.subject_name}
                  </h2>
                  <div
                    className="progress"
                    role="progressbar"
                    aria-label={course.subject_name}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={courseProgress}
                  >
                    <div className="progress__bar" style={{ width: `${courseProgress}%` }} />
                  </div>
                  {next ? (
                    <>
                      <p className="eyebrow">{t('nextChapter')}</p>
                      <p className="course-card__next">
                        {t('courses:chapterNumber', { number: next.number })} · {next.title}
                      </p>
                      <VLink
                        className="button button--primary"
                        to={href(PATH.learn, {
                          sid: course.subject_id,
                          cid: next.id,
                          source: 'home',
                        })}
                        aria-busy={flow.busy === course.subject_id}
                        onClick={(e) => {
                          // Section 4 decides where the start goes (popups, review time…).
                          e.preventDefault();
                          flow.start({ course, chapter: next, source: 'home' });
                        }}
                      >
                        {next.progress ? t('continueLearning') : t('startLearning')}
                      </VLink>
                    </>
                  ) : (
                    <p>{t('allChaptersDone')}</p>
                  )}
                  <VLink
                    className="button button--secondary"
                    to={`${PATH.courses}?sid=${course.subject_id}`}
                  >
                    {t('courses:title')}
                  </VLink>
                </section>
              ) : (
                <section className="card">
                  <p>{t('noCourse')}</p>
                  <VLink className="button button--primary" to={PATH.onboardingCourses}>
                    {t('chooseCourse')}
                  </VLink>
                </section>
              )}
            </>
          );
        }}
      </Loaded>
      <StartCourseDialogs flow={flow} />
    </div>
  );
}
