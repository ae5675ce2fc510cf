/**
 * Landing (/), /login/ and /login/success/: the Google-style sign-in (shown only when the server
 * has an OpenID issuer configured) and the local sign-in of the embedded server.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { unwrap, type DoneResponse } from '@web-ed/api-client';
import { errorTextKey, withVersion } from '../shell';
import { Skeleton } from '../app/chrome';
import { Icon } from '../app/icons';
import { useGo, VLink } from '../app/nav';
import { PATH } from '../app/routes';
import { api, signIn, state } from '../app/store';
import { peekVoteLink } from '../shell/pending-vote-link';

interface AuthUser {
  id: string;
  token: string;
  lastLogin: string;
  shouldRegister: boolean;
}

const redirectUri = () => `${location.origin}${PATH.loginSuccess}`;

/** Where a freshly signed-in student goes: a kept vote link first (voting_link), else on. */
const afterSignIn = (user: Pick<AuthUser, 'shouldRegister'>) =>
  peekVoteLink(localStorage) ?? (user.shouldRegister ? PATH.onboarding : PATH.home);

function GoogleButton() {
  const { t } = useTranslation('auth');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .get<DoneResponse<{ url: string }>>('user', 'auth/authorize-url', {
        auth: false,
        retries: 0,
        query: { redirect_uri: redirectUri() },
      })
      .then((r) => live && setUrl(unwrap(r).url))
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, []);
  if (!url) return null;
  return (
    <>
      <a className="button button--google" href={url}>
        <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true">
          <path
            fill="#EA4335"
            d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6C12.4 13.7 17.7 9.5 24 9.5z"
          />
          <path
            fill="#4285F4"
            d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4.1 7.1-10.1 7.1-17.5z"
          />
          <path
            fill="#FBBC05"
            d="M10.5 28.8A14.5 14.5 0 0 1 9.5 24c0-1.7.3-3.3.9-4.8l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.8z"
          />
          <path
            fill="#34A853"
            d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.2-13.5-10l-7.9 6C6.5 42.6 14.6 48 24 48z"
          />
        </svg>
        {t('signInWithGoogle')}
      </a>
      <p className="divider">
        <span>{t('orDivider')}</span>
      </p>
    </>
  );
}

function LocalSignIn() {
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
        await api.post<DoneResponse<AuthUser>>(
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
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('signingIn') : t('signIn')}
      </button>
    </form>
  );
}

function SignInCard({ heading }: { heading: string }) {
  const { t, i18n } = useTranslation('auth');
  const snap = useSnapshot(state);
  return (
    <div className="signin">
      <div className="signin__top">
        <VLink to={PATH.settingsLanguage} className="chip" lang={i18n.language}>
          <Icon name="language" size={20} />
          {t('settings:language')}
        </VLink>
      </div>
      <div className="signin__hero" aria-hidden="true">
        <svg viewBox="0 0 32 32" width="72" height="72">
          <rect width="32" height="32" rx="8" fill="#1a56b8" />
          <path
            d="M8 11l4 11 4-8 4 8 4-11"
            fill="none"
            stroke="#fff"
            strokeWidth="3"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <h1 className="signin__title">{heading}</h1>
      <p className="signin__subtitle">{t('signInSubtitle')}</p>
      {snap.sessionEnded && (
        <p className="card card--warning" role="alert">
          {t('sessionExpired')}
        </p>
      )}
      <div className="card">
        <GoogleButton />
        <LocalSignIn />
      </div>
      <p className="signin__terms">{t('terms')}</p>
      <footer className="signin__footer">
        <a href={PATH.sandbox}>{t('forAuthors')}</a>
      </footer>
    </div>
  );
}

export function Landing() {
  const { t } = useTranslation('auth');
  const snap = useSnapshot(state);
  if (snap.session) return <Navigate to={withVersion(afterSignIn(snap.session))} replace />;
  return <SignInCard heading={t('signInTitle')} />;
}

export function Login() {
  const { t } = useTranslation('auth');
  const snap = useSnapshot(state);
  if (snap.session) return <Navigate to={withVersion(afterSignIn(snap.session))} replace />;
  return <SignInCard heading={t('signIn')} />;
}

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
      .post<DoneResponse<AuthUser>>('user', 'auth/sign-in', body, { auth: false, retries: 0 })
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
