/**
 * /skill-check/result/: the CEFR level reached (Pre-A1 Starter … C1 Expert), each skill area's
 * level, and the English courses recommended for it; retake starts over.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded, Page } from '../app/chrome';
import { href, useGo, VLink } from '../app/nav';
import { PATH } from '../app/routes';
import { fetchSkillCheckResult, startSkillCheck } from '../app/skill-check-data';
import { snackbars } from '../app/store';
import { useLoad } from '../app/use-load';
import './skill-check.css';

export function SkillCheckResult() {
  const { t } = useTranslation('skillcheck');
  const go = useGo();
  const [load, retry] = useLoad(fetchSkillCheckResult, []);
  const [busy, setBusy] = useState(false);
  const retake = async () => {
    setBusy(true);
    try {
      await startSkillCheck(true);
      go(PATH.skillCheck);
    } catch {
      snackbars.show({ message: 'errors:noInternet', type: 'error' });
      setBusy(false);
    }
  };
  return (
    <Page title={t('resultTitle')} className="page--skill-check">
      <Loaded load={load} retry={retry}>
        {(r) => (
          <>
            <section className="card skill-check__level" aria-labelledby="sc-level">
              <p>{t('yourLevel')}</p>
              <p id="sc-level" className="skill-check__badge" data-testid="cefr-level">
                {t(`level_${r.code}`)}
              </p>
              <p className="skill-check__note">{t(`levelDescription_${r.code}`)}</p>
            </section>
            <section className="card" aria-labelledby="sc-skills">
              <h2 id="sc-skills">{t('bySkill')}</h2>
              <dl className="skill-check__skills">
                {Object.entries(r.skills).map(([skill, l]) => (
                  <div key={skill}>
                    <dt>{t(`skill_${skill}`)}</dt>
                    <dd>{t(`level_${l.code}`)}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section className="card" aria-labelledby="sc-courses">
              <h2 id="sc-courses">{t('recommended')}</h2>
              {r.recommended.length === 0 ? (
                <p>{t('noRecommendation')}</p>
              ) : (
                <ul className="skill-check__courses">
                  {r.recommended.map((c) => (
                    <li key={c.subject_id}>
                      <VLink
                        to={href(PATH.courses, { sid: c.subject_id })}
                        className="button button--secondary"
                      >
                        {c.subject_name}
                      </VLink>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <div className="skill-check__actions">
              <VLink to={PATH.home} className="button button--primary">
                {t('home')}
              </VLink>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => void retake()}
              >
                {t('retake')}
              </button>
            </div>
          </>
        )}
      </Loaded>
    </Page>
  );
}
