/**
 * /survey/ (every questionnaire: to answer or answered, and the programs that ask for it) and
 * /survey/thank-you/ (after answering; "continue" starts the program's course, where the start
 * flow shows the survey completed popup: app/start-course-flow.ts).
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Loaded } from '../app/chrome';
import { fetchSubjects } from '../app/courses-data';
import { HeroArt } from '../app/icons';
import { href, VLink } from '../app/nav';
import { PATH } from '../app/routes';
import { fetchPrograms, fetchQuestionnaires } from '../app/programs-data';
import { loadPendingSurvey } from '../app/start-course-flow';
import { useLoad } from '../app/use-load';
import { useStartCourse } from '../app/use-start-course';
import { StartCourseDialogs } from '../dialogs/start-course-dialogs';
import './programs.css';

export function SurveyList() {
  const { t, i18n } = useTranslation('programs');
  const [load, retry] = useLoad(() => fetchQuestionnaires(i18n.language), [i18n.language]);
  return (
    <div className="page">
      <h1 className="page__title">{t('surveyTitle')}</h1>
      <p className="muted">{t('surveyIntro')}</p>
      <Loaded load={load} retry={retry}>
        {(list) =>
          list.length === 0 ? (
            <p className="muted">{t('noSurveys')}</p>
          ) : (
            <ul className="program__list survey-list">
              {list.map((q) => (
                <li key={q.id} className="card survey-item">
                  <h2 className="program__name">{q.title}</h2>
                  {q.description && <p className="muted">{q.description}</p>}
                  <p className="program__summary">
                    {t('questionCount', { n: q.question_count })}
                    {q.programs.map((p) => (
                      <span key={p.id} className="badge">
                        {p.is_mandatory ? t('requiredFor', { name: p.name }) : p.name}
                      </span>
                    ))}
                  </p>
                  {q.status === 'completed' ? (
                    <span className="badge badge--done">{t('answered')}</span>
                  ) : (
                    <VLink
                      to={href(PATH.questionnaire, { id: q.id })}
                      className="button button--primary"
                    >
                      {t('startSurvey')}
                    </VLink>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </div>
  );
}

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
