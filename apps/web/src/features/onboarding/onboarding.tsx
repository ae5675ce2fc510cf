/**
 * /onboarding/ (name, country, gender, avatar), then /onboarding/courses/ (first course) and
 * /onboarding/reward/. The name is checked on the device (lib/shell/name-rules) and by the server
 * (auth/name-validation) before the profile is saved (user/update-user-info).
 */
import { useId, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { unwrap } from '@web-ed/api-client';
import type { NameValidationResponse, UpdateUserInfoResponse } from '@web-ed/schemas/api';
import { accepted } from '../../lib/calls';
import { checkName, errorTextKey } from '../../lib/shell';
import { Avatar } from '../../lib/chrome';
import { useGo } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { api } from '../../lib/store';
import { COUNTRIES } from './countries';
import { Steps } from './steps';
import './onboarding.css';

const GENDERS = [
  ['male', 'genderMale'],
  ['female', 'genderFemale'],
  ['other', 'genderOther'],
  ['prefer_not', 'genderPreferNot'],
] as const;

const AVATARS = [0, 1, 2, 3, 4, 5, 6, 7];

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
      const checked = accepted(
        await api.post<NameValidationResponse>('user', 'auth/name-validation', {
          name: name.trim(),
        }),
      );
      await api
        .post<UpdateUserInfoResponse>('user', 'user/update-user-info', {
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
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('nameChecking') : t('common:continue')}
        </button>
      </form>
    </div>
  );
}
