/**
 * /survey/thank-you/: after answering; "continue" starts the program's course, where the start
 * flow shows the survey completed popup (learning's start-course-flow).
 */
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { fetchSubjects } from '../courses';
import { loadPendingSurvey, StartCourseDialogs, useStartCourse } from '../start-course';
import { fetchPrograms } from './programs-data';
import { HeroArt } from '../../lib/icons';
import { VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { useLoad } from '../../lib/use-load';
import './programs.css';

/** The first course of the program the survey gate sent the student from, if any. */
async function pendingCourse(lang: string) {
  const pending = loadPendingSurvey(localStorage);
  if (!pending) return null;
  const [programs, subjects] = await Promise.all([fetchPrograms(lang), fetchSubjects()]);
  const program = programs.user_programs.find((p) => String(p.id) === String(pending.programId));
  const first = program?.courses[0];
  return subjects.find((s) => s.subject_id === first?.subject_id) ?? null;
}

export function SurveyThankYou() {
  const { t, i18n } = useTranslation('programs');
  const [params] = useSearchParams();
  const [load] = useLoad(() => pendingCourse(i18n.language).catch(() => null), [i18n.language]);
  const flow = useStartCourse();
  const course = load.status === 'ready' ? load.data : null;
  return (
    <div className="page page--center">
      <HeroArt name="check" />
      <h1 className="page__title">{t('thankYouTitle')}</h1>
      <p className="muted">{t('thankYouText')}</p>
      {course ? (
        <button
          type="button"
          className="button button--primary"
          disabled={flow.busy !== null}
          aria-busy={flow.busy !== null}
          onClick={() => flow.start({ course, source: 'survey' })}
        >
          {t('continueCourse', { name: course.subject_name })}
        </button>
      ) : (
        <VLink to={PATH.storage} className="button button--primary">
          {t('myProgramTitle')}
        </VLink>
      )}
      {params.get('id') && (
        <VLink to={PATH.survey} className="button button--secondary">
          {t('allSurveys')}
        </VLink>
      )}
      <StartCourseDialogs flow={flow} />
    </div>
  );
}
