/**
 * The profile editor's form: the name (lib/shell/name-rules, then auth/name-validation) and the
 * country.
 */
import { useId, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { unwrap } from '@web-ed/api-client';
import type { NameValidationResponse, UpdateUserInfoResponse } from '@web-ed/schemas/api';
import { accepted } from '../../lib/calls';
import { checkName, errorTextKey } from '../../lib/shell';
import { useGo, VLink } from '../../lib/nav';
import { api, snackbars } from '../../lib/store';
import { COUNTRIES } from '../onboarding';
import { PROFILE_PATH } from './profile-path';

export function EditForm({
  initialName,
  initialCountry,
  lang,
}: {
  initialName: string;
  initialCountry: string;
  lang: string;
}) {
  const { t } = useTranslation('profile');
  const go = useGo();
  const id = useId();
  const [name, setName] = useState(initialName);
  const known = (COUNTRIES as readonly string[]).includes(initialCountry);
  const [country, setCountry] = useState(known ? initialCountry : initialCountry ? 'OTHER' : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const regionNames = new Intl.DisplayNames([lang], { type: 'region' });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    const check = checkName(name);
    if (!check.valid)
      next['name'] = check.hint === 'empty' ? 'onboarding:fieldRequired' : 'errors:nameFormat';
    if (!country) next['country'] = 'onboarding:fieldRequired';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const body: Record<string, string> = {};
      if (check.name !== initialName) {
        const checked = accepted(
          await api.post<NameValidationResponse>('user', 'auth/name-validation', {
            name: check.name,
          }),
        );
        body['name'] = checked.name;
      }
      const code = country === 'OTHER' ? 'XX' : country;
      if (code !== initialCountry && !(country === 'OTHER' && !known && initialCountry))
        body['country'] = code;
      if (Object.keys(body).length > 0) {
        await api.post<UpdateUserInfoResponse>('user', 'user/update-user-info', body).then(unwrap);
      }
      snackbars.show({ message: 'profile:saved', type: 'success' });
      go(PROFILE_PATH.profile);
    } catch (err) {
      const key = errorTextKey(err);
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
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          {t('onboarding:nameLabel')}
        </label>
        <input
          id={`${id}-name`}
          className="input"
          value={name}
          autoCapitalize="none"
          autoComplete="nickname"
          aria-invalid={errors['name'] ? true : undefined}
          aria-describedby={describedBy('name', `${id}-name-hint`)}
          onChange={(e) => setName(e.target.value)}
        />
        <p id={`${id}-name-hint`} className="field__hint">
          {t('onboarding:nameHint')}
        </p>
        {err('name')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-country`}>
          {t('onboarding:countryLabel')}
        </label>
        <select
          id={`${id}-country`}
          className="input"
          value={country}
          aria-invalid={errors['country'] ? true : undefined}
          aria-describedby={describedBy('country')}
          onChange={(e) => setCountry(e.target.value)}
        >
          <option value="">{t('onboarding:countryPlaceholder')}</option>
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {regionNames.of(c) ?? c}
            </option>
          ))}
          <option value="OTHER">{t('onboarding:countryOther')}</option>
        </select>
        {err('country')}
      </div>
      {err('form')}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('common:save')}
      </button>
      <VLink to={PROFILE_PATH.profile} className="button button--secondary">
        {t('common:cancel')}
      </VLink>
    </form>
  );
}
