/** The local sign-in of the embedded server (refused by the server when LOCAL_SIGN_IN is off). */
import { useId, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { unwrap } from '@web-ed/api-client';
import type { LocalSignInResponse } from '@web-ed/schemas/api';
import { errorTextKey } from '../../lib/shell';
import { useGo } from '../../lib/nav';
import { api, signIn } from '../../lib/store';
import { afterSignIn } from './after-sign-in';

export function LocalSignIn() {
  const { t } = useTranslation('auth');
  const go = useGo();
  const id = useId();
  const [identity, setIdentity] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (identity.trim().length < 3) {
      setError('errors:nameFormat');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const user = unwrap(
        await api.post<LocalSignInResponse>(
          'user',
          'auth/local-sign-in',
          { identity: identity.trim() },
          { auth: false },
        ),
      );
      signIn(user);
      go(afterSignIn(user), { replace: true });
    } catch (err) {
      setError(errorTextKey(err) ?? 'auth:signInFailed');
      setBusy(false);
    }
  };
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <label className="field__label" htmlFor={id}>
        {t('localSignInLabel')}
      </label>
      <input
        id={id}
        className="input"
        autoComplete="username"
        autoCapitalize="none"
        value={identity}
        onChange={(e) => setIdentity(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {t(error)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('signingIn') : t('signIn')}
      </button>
    </form>
  );
}
