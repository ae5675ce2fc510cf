/** /survey/: every questionnaire, to answer or answered, and the programs that ask for it. */
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../lib/chrome';
import { href, VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { fetchQuestionnaires } from './programs-data';
import { useLoad } from '../../lib/use-load';
import '../../lib/styles/program-list.css';
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
