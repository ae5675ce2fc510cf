/** /learning-progress/: each course's progress, with the way back into it. */
import { useTranslation } from '@web-ed/i18n/react';
import { abbreviateNumber } from '@web-ed/engine';
import { Loaded } from '../../lib/chrome';
import { fetchLearningProgress } from './profile-data';
import { VLink } from '../../lib/nav';
import { useLoad } from '../../lib/use-load';
import './profile.css';

export function LearningProgress() {
  const { t, i18n } = useTranslation('profile');
  const [load, retry] = useLoad(() => fetchLearningProgress(i18n.language), [i18n.language]);
  return (
    <div className="page">
      <h1 className="page__title">{t('learningProgress')}</h1>
      <Loaded load={load} retry={retry}>
        {({ courses }) =>
          courses.length === 0 ? (
            <section className="card">
              <p>{t('noProgress')}</p>
              <VLink to="/subject/" className="button button--primary">
                {t('findCourse')}
              </VLink>
            </section>
          ) : (
            <ul className="progress-list">
              {courses.map((c) => {
                const percent = Math.round(c.progress);
                return (
                  <li key={c.subject_id} className="card">
                    <h2 className="course-card__title" id={`lp-${c.subject_id}`}>
                      {c.subject_name}
                    </h2>
                    <div
                      className="progress"
                      role="progressbar"
                      aria-labelledby={`lp-${c.subject_id}`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={percent}
                    >
                      <div className="progress__bar" style={{ width: `${percent}%` }} />
                    </div>
                    <p className="muted">
                      {t('courseProgress', {
                        percent: abbreviateNumber(percent),
                        done: abbreviateNumber(c.chapters_done),
                        total: abbreviateNumber(c.chapters_total),
                      })}
                    </p>
                    <VLink
                      to={`/courses/?sid=${c.subject_id}`}
                      className="button button--secondary"
                      aria-describedby={`lp-${c.subject_id}`}
                    >
                      {t('openCourse')}
                    </VLink>
                  </li>
                );
              })}
            </ul>
          )
        }
      </Loaded>
    </div>
  );
}
