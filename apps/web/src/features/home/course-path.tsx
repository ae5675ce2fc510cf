/**
 * The current course as a path on /home/: a few chapters around the next step in the engine's
 * states (completed, current, locked, review), the next step one tap away, every chapter on
 * /courses/. Starting goes through section 4's flow (popups, review time, course areas).
 */
import { useTranslation } from '@web-ed/i18n/react';
import type { SubjectSummary } from '@web-ed/api-client';
import { canPlay, CHAPTER_STATE, type ChapterView } from '../../lib/chapters';
import type { StartRequest } from '../start-course';
import { Glyph } from '../../lib/icons';
import { href, VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { serverNow } from '../../lib/server-time';
import type { Load } from '../../lib/use-load';
import { homePath } from './path';
import { SectionError, SectionSkeleton } from './section-state';
import { ProgressBar } from '../../lib/progress-bar';
import './course-path.css';

export interface CourseData {
  course: SubjectSummary | null;
  chapters: ChapterView[];
}

/** Starting a chapter (home.tsx loads section 4's flow on the first reach for one). */
export interface ChapterStarter {
  start: (request: StartRequest) => void;
  /** Loads the flow ahead of the tap (pointer down, focus). */
  prepare: () => void;
  /** The subject id being started. */
  busy: number | null;
}

function PathNode({
  ch,
  course,
  next,
  starter,
}: {
  ch: ChapterView;
  course: SubjectSummary;
  next: boolean;
  starter: ChapterStarter;
}) {
  const { t } = useTranslation('home');
  const sid = course.subject_id;
  const to = href(PATH.learn, { sid, cid: ch.id, source: 'home' });
  const link = {
    to,
    onClick: (e: { preventDefault: () => void }) => {
      // Section 4 decides where the start goes (popups, review time, course areas…).
      e.preventDefault();
      starter.start({ course, chapter: ch, source: 'home' });
    },
    onPointerDown: starter.prepare,
    onFocus: starter.prepare,
  };
  const titleId = `home-chapter-${ch.id}`;
  const text = (
    <>
      <span className="path-node__meta">
        {t('courses:chapterNumber', { number: ch.number })} · {t(CHAPTER_STATE[ch.display].label)}
      </span>
      <span id={titleId} className="path-node__title">
        {ch.title}
      </span>
    </>
  );
  const action =
    ch.display === 'review'
      ? t('courses:reviewNow')
      : ch.progress > 0
        ? t('continueLearning')
        : t('startLearning');
  return (
    <li
      className={`path-node path-node--${ch.display}${next ? ' path-node--next' : ''}`}
      data-state={ch.display}
      aria-current={next ? 'step' : undefined}
    >
      <span className="path-node__dot" aria-hidden="true">
        <Glyph name={CHAPTER_STATE[ch.display].icon} size={next ? 28 : 22} />
      </span>
      {next ? (
        <div className="path-node__body">
          {text}
          <VLink
            {...link}
            className="button button--primary path-node__go"
            aria-describedby={titleId}
            aria-busy={starter.busy === sid}
          >
            {action}
          </VLink>
        </div>
      ) : canPlay(ch) ? (
        <VLink {...link} className="path-node__body path-node__link">
          {text}
        </VLink>
      ) : (
        <div className="path-node__body">{text}</div>
      )}
    </li>
  );
}

export function CoursePath({
  load,
  retry,
  starter,
}: {
  load: Load<CourseData>;
  retry: () => void;
  starter: ChapterStarter;
}) {
  const { t } = useTranslation('home');
  if (load.status === 'loading')
    return <SectionSkeleton rows={1} className="home-skeleton--path" />;
  if (load.status === 'error') return <SectionError what="course" onRetry={retry} />;
  const { course, chapters } = load.data;
  if (!course) {
    return (
      <section className="card home-card" aria-labelledby="home-course">
        <h2 id="home-course" className="home-card__title">
          {t('yourCourse')}
        </h2>
        <p>{t('noCourse')}</p>
        <VLink className="button button--primary" to={PATH.onboardingCourses}>
          {t('chooseCourse')}
        </VLink>
      </section>
    );
  }
  const path = homePath(chapters, serverNow());
  const progress = Math.round(course.progress);
  return (
    <section className="card home-card home-path" aria-labelledby="home-course">
      <div>
        <p className="eyebrow">{t('yourCourse')}</p>
        <h2 id="home-course" className="home-card__title">
          {course.subject_name}
        </h2>
      </div>
      <ProgressBar
        value={progress}
        max={100}
        labelledBy="home-course"
        valueText={t('courses:progress', { percent: progress })}
      />
      {path.status === 'empty' ? (
        <p className="muted">{t('courses:noChapters')}</p>
      ) : (
        <ol className="path" aria-label={t('pathLabel', { course: course.subject_name })}>
          {path.shown.map((ch) => (
            <PathNode
              key={ch.id}
              ch={ch}
              course={course}
              next={ch === path.next}
              starter={starter}
            />
          ))}
        </ol>
      )}
      {path.status === 'done' && <p className="home-path__note">{t('allChaptersDone')}</p>}
      {path.status === 'later' && <p className="home-path__note">{t('nextLater')}</p>}
      <div className="home-links">
        <VLink className="home-link" to={href(PATH.courses, { sid: course.subject_id })}>
          {t('allChapters')}
        </VLink>
        {path.status === 'done' && (
          <VLink className="home-link" to={PATH.subject}>
            {t('courses:catalogueTitle')}
          </VLink>
        )}
      </div>
    </section>
  );
}
