/**
 * /my-program/: each of the student's programs with its progress: courses (chapters done),
 * questionnaires (to answer, or done) and the certificate once earned.
 */
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../lib/chrome';
import { href, VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import type { StudentProgram } from '@web-ed/schemas/api';
import { fetchPrograms } from './programs-data';
import { useLoad } from '../../lib/use-load';
import '../../lib/styles/program-list.css';
import './programs.css';

function ProgramCard({ program }: { program: StudentProgram }) {
  const { t } = useTranslation('programs');
  const titleId = `program-${program.id}`;
  return (
    <section className="card program" aria-labelledby={titleId} data-program={program.id}>
      <p className="eyebrow">{t(`type_${program.type}`)}</p>
      <h2 id={titleId} className="program__name">
        {program.name}
      </h2>
      {program.description && <p className="muted">{program.description}</p>}
      <div
        className="progress"
        role="progressbar"
        aria-label={t('programProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={program.percent}
      >
        <div className="progress__bar" style={{ width: `${program.percent}%` }} />
      </div>
      <p className="program__summary">
        {t('coursesDone', {
          count: program.courses.length,
          done: program.courses_completed,
          total: program.courses.length,
        })}
      </p>
      <h3 className="program__heading">{t('courses')}</h3>
      <ul className="program__list">
        {program.courses.map((c) => (
          <li key={c.subject_id} className="program__row">
            <VLink to={href(PATH.courses, { sid: c.subject_id })} className="program__link">
              {c.subject_name}
            </VLink>
            <span className={c.is_completed ? 'badge badge--done' : 'badge'}>
              {c.is_completed
                ? t('completed')
                : t('chaptersDone', {
                    count: c.total_chapters,
                    done: c.completed_chapters,
                    total: c.total_chapters,
                  })}
            </span>
          </li>
        ))}
      </ul>
      {program.questionnaires.length > 0 && (
        <>
          <h3 className="program__heading">{t('questionnaires')}</h3>
          <ul className="program__list">
            {program.questionnaires.map((q) => (
              <li key={q.id} className="program__row">
                {q.status === 'available' ? (
                  <VLink to={href(PATH.questionnaire, { id: q.id })} className="program__link">
                    {q.title}
                  </VLink>
                ) : (
                  <span>{q.title}</span>
                )}
                <span className={q.status === 'completed' ? 'badge badge--done' : 'badge'}>
                  {q.status === 'completed'
                    ? t('answered')
                    : q.is_mandatory
                      ? t('required')
                      : t('optional')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {program.certificate ? (
        <VLink to={PATH.certificates} className="button button--primary">
          {t('viewCertificate')}
        </VLink>
      ) : (
        <p className="muted">{t('certificateHint')}</p>
      )}
    </section>
  );
}

export function MyProgram() {
  const { t, i18n } = useTranslation('programs');
  const [load, retry] = useLoad(() => fetchPrograms(i18n.language), [i18n.language]);
  return (
    <div className="page">
      <h1 className="page__title">{t('myProgramTitle')}</h1>
      <Loaded load={load} retry={retry}>
        {(data) =>
          data.user_programs.length === 0 ? (
            <p className="muted">{t('noPrograms')}</p>
          ) : (
            data.user_programs.map((p) => <ProgramCard key={p.id} program={p} />)
          )
        }
      </Loaded>
      <VLink to={PATH.survey} className="button button--secondary">
        {t('allSurveys')}
      </VLink>
    </div>
  );
}
