/**
 * /onboarding/ (name, country, gender, avatar) → /onboarding/courses/ (first course) →
 * /onboarding/reward/. The name is checked on the device (shell/name-rules) and by the server
 * (auth/name-validation) before the profile is saved (user/update-user-info).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap, type DoneResponse } from '@web-ed/api-client';
import { checkName, errorTextKey } from '../shell';
import { Avatar, Loaded } from '../app/chrome';
import { HeroArt } from '../app/icons';
import { fetchSubjects } from '../app/courses-data';
import { useGo } from '../app/nav';
import { PATH } from '../app/routes';
import { saveSession } from '../app/session';
import { api, fetchUserInfo, savePreference, state } from '../app/store';
import { useLoad } from '../app/use-load';

export const COUNTRIES = ['ID', 'MY', 'TH', 'IN', 'SG', 'PH', 'VN', 'BN'] as const;
const GENDERS = [
  ['male', 'genderMale'],
  ['female', 'genderFemale'],
  ['other', 'genderOther'],
  ['prefer_not', 'genderPreferNot'],
] as const;
const AVATARS = [0, 1, 2, 3, 4, 5, 6, 7];

function Steps({ current }: { current: number }) {
  const { t } = useTranslation('onboarding');
  return (
    <p className="steps">
      <span className="visually-hidden">{t('step', { current, total: 3 })}</span>
      {[1, 2, 3].map((i) => (
        <span
          key={i}
          className={i <= current ? 'steps__dot steps__dot--on' : 'steps__dot'}
          aria-hidden="true"
        />
      ))}
    </p>
  );
}

function markRegistered() {
  if (state.session) {
    state.session.shouldRegister = false;
    saveSession(localStorage, { ...state.session });
  }
}

export function Onboarding() {
  const { t, i18n } = useTranslation('onboarding');
  const go = useGo();
  const id = useId();
  const [name, setName] = useState('');
  const [country, setCountry] = useState('');
  const [gender, setGender] = useState('');
  const [avatar, setAvatar] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const regionNames = new Intl.DisplayNames([i18n.language], { type: 'region' });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    const check = checkName(name);
    if (!check.valid)
      next['name'] = check.hint === 'empty' ? 'onboarding:fieldRequired' : 'errors:nameFormat';
    if (!country) next['country'] = 'onboarding:fieldRequired';
    if (!gender) next['gender'] = 'onboarding:fieldRequired';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const valid = await api.post<DoneResponse<{ valid: boolean; name: string }>>(
        'user',
        'auth/name-validation',
        { name: name.trim() },
      );
      const checked = unwrap(valid);
      await api
        .post<DoneResponse<unknown>>('user', 'user/update-user-info', {
          name: checked.name,
          country: country === 'OTHER' ? 'XX' : country,
          gender,
          current_avatar: avatar,
          lang: i18n.language,
        })
        .then(unwrap);
      go(PATH.onboardingCourses);
    } catch (err) {
      const key = errorTextKey(err);
      // Name rules under the name field; anything else (offline, server) under the button.
      if (key) setErrors(key.startsWith('errors:name') ? { name: key } : { form: key });
      setBusy(false);
    }
  };

  const err = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field__error" role="alert">
        {t(errors[field] ?? '')}
      </p>
    ) : null;
  const describedBy = (field: string, extra?: string) =>
    [extra, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className="page">
      <Steps current={1} />
      <h1 className="page__title">{t('title')}</h1>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-name`}>
            {t('nameLabel')}
          </label>
          <input
            id={`${id}-name`}
            className="input"
            value={name}
            placeholder={t('namePlaceholder')}
            autoCapitalize="none"
            autoComplete="nickname"
            aria-invalid={errors['name'] ? true : undefined}
            aria-describedby={describedBy('name', `${id}-name-hint`)}
            onChange={(e) => setName(e.target.value)}
          />
          <p id={`${id}-name-hint`} className="field__hint">
            {t('nameHint')}
          </p>
          {err('name')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-country`}>
            {t('countryLabel')}
          </label>
          <select
            id={`${id}-country`}
            className="input"
            value={country}
            aria-invalid={errors['country'] ? true : undefined}
            aria-describedby={describedBy('country')}
            onChange={(e) => setCountry(e.target.value)}
          >
            <option value="">{t('countryPlaceholder')}</option>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {regionNames.of(c) ?? c}
              </option>
            ))}
            <option value="OTHER">{t('countryOther')}</option>
          </select>
          {err('country')}
        </div>
        <fieldset className="field" aria-describedby={describedBy('gender')}>
          <legend className="field__label">{t('genderLabel')}</legend>
          <div className="choice-grid">
            {GENDERS.map(([value, key]) => (
              <label key={value} className="choice">
                <input
                  type="radio"
                  name="gender"
                  value={value}
                  checked={gender === value}
                  onChange={() => setGender(value)}
                />
                <span>{t(key)}</span>
              </label>
            ))}
          </div>
          {err('gender')}
        </fieldset>
        <fieldset className="field">
          <legend className="field__label">{t('avatarTitle')}</legend>
          <div className="avatar-grid">
            {AVATARS.map((a) => (
              <label key={a} className="avatar-choice">
                <input
                  type="radio"
                  name="avatar"
                  value={a}
                  checked={avatar === a}
                  onChange={() => setAvatar(a)}
                  aria-label={t('avatarOption', { number: a + 1 })}
                />
                <Avatar index={a} size={52} />
              </label>
            ))}
          </div>
        </fieldset>
        {err('form')}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('nameChecking') : t('common:continue')}
        </button>
      </form>
    </div>
  );
}

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
              <button type="submit" className="button button--primary" disabled={busy}>
                {t('common:continue')}
              </button>
            </div>
          </form>
        )}
      </Loaded>
    </div>
  );
}

export function OnboardingReward() {
  const { t } = useTranslation('onboarding');
  const go = useGo();
  const [load, retry] = useLoad(fetchUserInfo, []);
  return (
    <div className="page page--center">
      <Steps current={3} />
      <HeroArt name="star" />
      <h1 className="page__title">{t('rewardTitle')}</h1>
      <p className="muted">{t('rewardDescription')}</p>
      <Loaded load={load} retry={retry}>
        {(info) => (
          <>
            <div className="reward-avatar">
              <Avatar index={info.current_avatar} size={72} />
              <p className="reward-avatar__name">{info.name}</p>
            </div>
          </>
        )}
      </Loaded>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          markRegistered();
          go(PATH.home, { replace: true });
        }}
      >
        {t('start')}
      </button>
    </div>
  );
}
