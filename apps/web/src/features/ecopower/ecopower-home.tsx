/** /ecopower/: the course, its next chapter, and the ways into it. */
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../lib/chrome';
import { loadCourseChapters } from '../learning';
import { fetchSubjects } from '../courses';
import { nextChapter } from '../../lib/chapters';
import { useStartCourse, StartCourseDialogs } from '../start-course';
import { ECOPOWER_PATH as P, isEcopowerCourse } from './ecopower-data';
import { href, VLink } from '../../lib/nav';
import { useLoad } from '../../lib/use-load';
import { NoEcopower } from './no-ecopower';
import { useEcopowerEntered } from './refresh-flag';
import './ecopower.css';

export function EcopowerHome() {
  const { t } = useTranslation('ecopower');
  useEcopowerEntered();
  const flow = useStartCourse();
  const [load, retry] = useLoad(async () => {
    const course = (await fetchSubjects()).find(isEcopowerCourse) ?? null;
    if (!course) return null;
    const { chapters } = await loadCourseChapters(course.subject_id);
    const next = nextChapter(chapters) ?? chapters[0];
    const q: Record<string, number> = { id: course.subject_id };
    if (next) q.chapter_id = next.id;
    return { course, chapters, q };
  }, []);
  return (
    <div className="page eco-page">
      <Loaded load={load} retry={retry}>
        {(data) =>
          data ? (
            <>
              <p className="eyebrow">{t('sponsored')}</p>
              <h1 className="page__title">{data.course.subject_name}</h1>
              <p>{t('intro')}</p>
              <button
                type="button"
                className="button button--primary"
                aria-busy={flow.busy === data.course.subject_id}
                onClick={() => flow.start({ course: data.course, source: 'ecopower' })}
              >
                {t('start')}
              </button>
              <ul className="eco-sections">
                {(
                  [
                    [P.chapters(data.course.subject_id), 'chapters', 'chaptersHint'],
                    [href(P.whyItMatters, data.q), 'whyItMatters', 'whyItMattersHint'],
                    [href(P.ourStory, data.q), 'ourStory', 'ourStoryHint'],
                    [href(P.tips, data.q), 'tips', 'tipsHint'],
                    [href(P.funActivities, data.q), 'funActivities', 'funActivitiesHint'],
                    [href(P.accessible, data.q), 'accessible', 'accessibleHint'],
                  ] as const
                ).map(([path, title, hint]) => (
                  <li key={title} className="card eco-sections__item">
                    <VLink to={path}>
                      <strong>{t(title)}</strong>
                    </VLink>
                    <p className="muted">{t(hint)}</p>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <NoEcopower />
          )
        }
      </Loaded>
      <StartCourseDialogs flow={flow} />
    </div>
  );
}
