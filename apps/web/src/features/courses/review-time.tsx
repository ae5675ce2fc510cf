/**
 * /courses/review-time/?sid&cid&closest_review_time&is_cerebry (section 2): a chapter with a
 * scheduled review. When due (server clock), the review-time popup offers the review, which goes
 * to /learn/ with source review-time; when not due, the page counts down to the review time and
 * offers another chapter or the way back to the course.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { Navigate, useSearchParams } from '../../lib/router';
import { withVersion } from '../../lib/shell';
import { countdownClock, reviewCountdown } from './review-countdown';
import { Loaded } from '../../lib/chrome';
import { fetchChapters, fetchSubjects } from './courses-data';
import { chapterViews, type ChapterView } from '../../lib/chapters';
import { HeroArt } from '../../lib/icons';
import { href, useGo, VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { serverNow } from '../../lib/server-time';
import { useStartCourse } from '../start-course';
import { useLoad } from '../../lib/use-load';
import { ReviewTimePopup } from './review-time-popup';
import { StartCourseDialogs } from '../start-course';
import './review-time.css';

const SOURCE = 'review-time';

async function loadReview(sid: number, cid: number) {
  const [subjects, chapters] = await Promise.all([fetchSubjects(), fetchChapters(sid)]);
  const course = subjects.find((s) => s.subject_id === sid) ?? null;
  const views = chapterViews(chapters, serverNow());
  return { course, chapters: views, chapter: views.find((c) => c.id === cid) ?? null };
}

/** Another chapter to play meanwhile: the current one, else the first startable one. */
function anotherChapter(chapters: ChapterView[], cid: number): ChapterView | null {
  const others = chapters.filter((c) => c.id !== cid && c.is_playable && c.display !== 'locked');
  return (
    others.find((c) => c.display === 'current') ??
    others.find((c) => c.display === 'review') ??
    others.find((c) => !c.is_completed) ??
    null
  );
}

/** The server clock, read again every second. */
function useServerNow(): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(serverNow()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function ReviewTime() {
  const { t } = useTranslation('courses');
  const [params] = useSearchParams();
  const sid = Number(params.get('sid'));
  const cid = Number(params.get('cid'));
  const reviewAt = Number(params.get('closest_review_time') ?? 0);
  const cerebry = params.get('is_cerebry') === 'true';
  const valid = Number.isInteger(sid) && sid > 0 && Number.isInteger(cid) && cid > 0;
  const [load, retry] = useLoad(
    () => (valid ? loadReview(sid, cid) : Promise.resolve(null)),
    [sid, cid, valid],
  );
  const now = useServerNow();
  const [popupClosed, setPopupClosed] = useState(false);
  const go = useGo();
  const flow = useStartCourse();

  if (!valid) return <Navigate to={withVersion(PATH.courses)} replace />;

  const countdown = reviewCountdown(Number.isFinite(reviewAt) ? reviewAt : 0, now);
  const reviewUrl = href(PATH.learn, {
    sid,
    cid,
    source: SOURCE,
    ...(cerebry ? { is_cerebry: 'true' } : {}),
  });
  const time = countdownClock(countdown);
  const remaining = countdown.days > 0 ? t('countdownDays', { days: countdown.days, time }) : time;

  return (
    <div className="page review-time">
      <Loaded load={load} retry={retry}>
        {(data) => {
          const course = data?.course ?? null;
          const chapter = data?.chapter ?? null;
          const other = data ? anotherChapter(data.chapters, cid) : null;
          return (
            <>
              {course && <p className="eyebrow">{course.subject_name}</p>}
              <h1 className="page__title">{t('reviewPageTitle')}</h1>
              <section className="card review-time__card" aria-labelledby="review-chapter">
                <HeroArt name="review" />
                <p className="eyebrow">{t('reviewChapterLabel')}</p>
                <h2 id="review-chapter" className="review-time__chapter">
                  {chapter
                    ? `${t('chapterNumber', { number: chapter.number })} · ${chapter.title}`
                    : t('chapterNumber', { number: cid })}
                </h2>
                {countdown.due ? (
                  <>
                    <p>{t('reviewDueText')}</p>
                    <VLink className="button button--primary" to={reviewUrl}>
                      {t('reviewNow')}
                    </VLink>
                  </>
                ) : (
                  <>
                    <p className="review-time__clock" role="timer">
                      {t('reviewAvailableIn', { time: remaining })}
                    </p>
                    <p className="muted">{t('reviewNotDueText')}</p>
                  </>
                )}
              </section>
              <div className="actions review-time__actions">
                {course && other && (
                  <button
                    type="button"
                    className={`button ${countdown.due ? 'button--secondary' : 'button--primary'}`}
                    aria-busy={flow.busy !== null}
                    disabled={flow.busy !== null}
                    onClick={() => flow.start({ course, chapter: other, source: SOURCE })}
                  >
                    {t('playAnotherChapter')}
                  </button>
                )}
                <VLink className="button button--secondary" to={href(PATH.courses, { sid })}>
                  {t('backToCourse')}
                </VLink>
              </div>
              {countdown.due && !popupClosed && flow.dialog === null && (
                <ReviewTimePopup
                  chapterTitle={chapter?.title ?? null}
                  onReview={() => go(reviewUrl)}
                  onLater={() => setPopupClosed(true)}
                />
              )}
              <StartCourseDialogs flow={flow} />
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
