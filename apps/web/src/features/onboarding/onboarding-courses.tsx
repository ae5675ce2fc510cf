/** /onboarding/courses/: the first course (user/set-user-preference current_subject). */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { errorTextKey } from '../../lib/shell';
import { Loaded } from '../../lib/chrome';
import { fetchSubjects } from '../courses';
import { useGo } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { savePreference } from '../../lib/store';
import { useLoad } from '../../lib/use-load';
import { Steps } from './steps';
import './onboarding.css';

export function OnboardingCourses() {
  const { t } = useTranslation('onboarding');
  const go = useGo();
  const [load, retry] = useLoad(fetchSubjects, []);
  const [picked, setPicked] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (picked === null) {
      setError('onboarding:courseRequired');
      return;
    }
    setBusy(true);
    try {
      await savePreference({ current_subject: picked });
      go(PATH.onboardingReward);
    } catch (err) {
      setError(errorTextKey(err) ?? 'errors:generic');
      setBusy(false);
    }
  };
  return (
    <div className="page">
      <Steps current={2} />
      <h1 className="page__title">{t('courseTitle')}</h1>
      <p className="muted">{t('courseSubtitle')}</p>
      <Loaded load={load} retry={retry}>
        {(subjects) => (
          <form className="form" onSubmit={(e) => void submit(e)} noValidate>
            <fieldset className="field">
              <legend className="visually-hidden">{t('courseTitle')}</legend>
              <div className="course-options">
                {subjects.map((s) => (
                  <label key={s.subject_id} className="course-option">
                    <input
                      type="radio"
                      name="course"
                      value={s.subject_id}
                      checked={picked === s.subject_id}
                      onChange={() => {
                        setPicked(s.subject_id);
                        setError(null);
                      }}
                    />
                    <span className="course-option__name">{s.subject_name}</span>
                    {s.is_recommended && (
                      <span className="badge">{t('courses:recommendedBadge')}</span>
                    )}
                  </label>
                ))}
              </div>
            </fieldset>
            {error && (
              <p className="field__error" role="alert">
                {t(error)}
              </p>
            )}
            <div className="sticky-actions">
              <button
                type="submit"
                className="button button--primary"
                disabled={busy}
                aria-busy={busy}
              >
                {t('common:continue')}
              </button>
            </div>
          </form>
        )}
      </Loaded>
    </div>
  );
}
