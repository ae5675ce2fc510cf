/** /login/success/: the OpenID provider sends the student back here with ?code&state. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useSearchParams } from '../../lib/router';
import { unwrap } from '@web-ed/api-client';
import type { SignInResponse } from '@web-ed/schemas/api';
import { errorTextKey } from '../../lib/shell';
import { Skeleton } from '../../lib/chrome';
import { useGo, VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { api, signIn } from '../../lib/store';
import { afterSignIn, redirectUri } from './after-sign-in';

/** The provider sends the student back here with ?code&state: exchange them for a session. */
export function LoginSuccess() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const go = useGo();
  const [failure, setError] = useState<string | null>(null);
  const started = useRef(false);
  const code = params.get('code');
  const stateParam = params.get('state');
  const error = !code || !stateParam ? 'errors:incompleteCredentials' : failure;
  useEffect(() => {
    if (started.current || !code || !stateParam) return;
    started.current = true;
    const body: Record<string, string> = { code, state: stateParam, redirect_uri: redirectUri() };
    const iss = params.get('iss');
    if (iss) body['iss'] = iss;
    api
      .post<SignInResponse>('user', 'auth/sign-in', body, { auth: false, retries: 0 })
      .then((r) => {
        const user = unwrap(r);
        signIn(user);
        go(afterSignIn(user), { replace: true });
      })
      .catch((err: unknown) => setError(errorTextKey(err) ?? 'auth:signInFailed'));
  }, [params, code, stateParam, go]);
  if (!error) {
    return (
      <div className="page">
        <h1 className="page__title">{t('signingIn')}</h1>
        <Skeleton lines={2} />
      </div>
    );
  }
  return (
    <div className="page">
      <h1 className="page__title">{t('signInFailed')}</h1>
      <p className="card card--error" role="alert">
        {t(error)}
      </p>
      <VLink to={PATH.login} className="button button--primary">
        {t('common:retry')}
      </VLink>
    </div>
  );
}
