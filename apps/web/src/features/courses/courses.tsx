/** /courses/?sid=: the course's chapters in the engine's states (completed, current, locked, review). */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { Loaded } from '../../lib/chrome';
import { Glyph } from '../../lib/icons';
import { fetchChapters, fetchSubjects } from './courses-data';
import { canPlay, CHAPTER_STATE, chapterViews, type ChapterView } from '../../lib/chapters';
import { href, VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { fetchPreference } from '../../lib/store';
import { useLoad } from '../../lib/use-load';
import { useStartCourse, type StartCourseFlow } from '../start-course';
import { StartCourseDialogs } from '../start-course';
import { CoursePackPanel, initialCosts, type ChapterCosts } from './course-pack/course-pack-panel';
import { formatBytes } from './course-pack/byte-size';
import type { SubjectSummary } from '@web-ed/api-client';
import '../../lib/styles/chapter-list.css';

async function loadCourse(sidParam: string | null) {
  const [subjects, preference] = await Promise.all([fetchSubjects(), fetchPreference()]);
  const wanted =
    sidParam !== null && sidParam !== '' ? Number(sidParam) : preference.current_subject;
  const course = subjects.find((s) => s.subject_id === wanted) ?? null;
  const chapters = course ? chapterViews(await fetchChapters(course.subject_id), Date.now()) : [];
  return { course, chapters, subjects };
}

/**
 * What a play of the chapter costs in data. Its line is there while the cost is asked for, so
 * the Start button under it stays where the student is about to tap.
 */
function ChapterCost({ costs, chapterId }: { costs: ChapterCosts; chapterId: number }) {
  const { t, i18n } = useTranslation('courses');
  if (costs === 'asking') return <p className="chapter__meta chapter__meta--asking" aria-hidden />;
  if (costs === 'on-device') return <p className="chapter__meta">{t('chapterOnDevice')}</p>;
  const bytes = costs?.get(chapterId);
  if (bytes === undefined) return null;
  return (
    <p className="chapter__meta">{t('chapterData', { size: formatBytes(bytes, i18n.language) })}</p>
  );
}

function ChapterRow({
  ch,
  course,
  flow,
  costs,
}: {
  ch: ChapterView;
  course: SubjectSummary;
  flow: StartCourseFlow;
  costs: ChapterCosts;
}) {
  const sid = course.subject_id;
  const { t } = useTranslation('courses');
  const stateLabel = t(CHAPTER_STATE[ch.display].label);
  const progress = ch.progress;
  return (
    <li className={`chapter chapter--${ch.display}`} data-state={ch.display}>
      <span className="chapter__badge" aria-hidden="true">
        <Glyph name={CHAPTER_STATE[ch.display].icon} size={22} />
      </span>
      <div className="chapter__body">
        <p className="eyebrow">
          {t('chapterNumber', { number: ch.number })} · <span>{stateLabel}</span>
        </p>
        <h2 className="chapter__title">{ch.title}</h2>
        {ch.display !== 'locked' && (
          <>
            <div
              className="progress"
              role="progressbar"
              aria-label={t('progress', { percent: progress })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
            >
              <div className="progress__bar" style={{ width: `${progress}%` }} />
            </div>
            <p className="chapter__meta">{t('progress', { percent: progress })}</p>
          </>
        )}
        {ch.display === 'locked' && <p className="chapter__meta">{t('lockedHint')}</p>}
        {ch.display === 'review' && <p className="chapter__meta">{t('reviewHint')}</p>}
        {canPlay(ch) && <ChapterCost costs={costs} chapterId={ch.id} />}
        {canPlay(ch) && (
          <VLink
            className={`button ${ch.display === 'completed' ? 'button--secondary' : 'button--primary'}`}
            to={href(PATH.learn, { sid, cid: ch.id, source: 'courses' })}
            aria-busy={flow.busy === sid}
            onClick={(e) => {
              // Section 4 decides where the start goes (popups, review time…).
              e.preventDefault();
              flow.start({ course, chapter: ch, source: 'courses' });
            }}
            aria-label={`${ch.display === 'review' ? t('reviewNow') : progress > 0 ? t('continue') : t('start')}: ${ch.title}`}
          >
            {ch.display === 'review' ? t('reviewNow') : progress > 0 ? t('continue') : t('start')}
          </VLink>
        )}
      </div>
    </li>
  );
}

export function Courses() {
  const { t, i18n } = useTranslation('courses');
  const [params] = useSearchParams();
  const sid = params.get('sid');
  const [load, retry] = useLoad(
    () => loadCourse(sid),
    [sid],
    `courses.${sid ?? 'current'}.${i18n.language}`,
  );
  const flow = useStartCourse();
  const [costs, setCosts] = useState<ChapterCosts>(initialCosts);
  return (
    <div className="page">
      <Loaded load={load} retry={retry}>
        {({ course, chapters, subjects }) =>
          course ? (
            <>
              <p className="eyebrow">{t('title')}</p>
              <h1 className="page__title">{course.subject_name}</h1>
              {chapters.length === 0 ? (
                <p className="muted">{t('noChapters')}</p>
              ) : (
                <ol className="chapters">
                  {chapters.map((ch) => (
                    <ChapterRow key={ch.id} ch={ch} course={course} flow={flow} costs={costs} />
                  ))}
                </ol>
              )}
              {/* After the chapters: its answer, whatever its height, moves none of them. */}
              {chapters.length > 0 && (
                <CoursePackPanel subjectId={course.subject_id} onCosts={setCosts} />
              )}
            </>
          ) : (
            <>
              <h1 className="page__title">{t('title')}</h1>
              <ul className="course-list">
                {subjects.map((s) => (
                  <li key={s.subject_id}>
                    <VLink className="course-list__item" to={`${PATH.courses}?sid=${s.subject_id}`}>
                      {s.subject_name}
                    </VLink>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </Loaded>
      <StartCourseDialogs flow={flow} />
    </div>
  );
}
