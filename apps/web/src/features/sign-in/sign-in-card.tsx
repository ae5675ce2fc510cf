/** The sign-in page of / and /login/: language, art, both ways to sign in, terms. */
import { useTranslation } from '@web-ed/i18n/react';
import { useSnapshot } from 'valtio';
import { Icon } from '../../lib/icons';
import { VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { state } from '../../lib/store';
import { GoogleButton } from './google-button';
import { LocalSignIn } from './local-sign-in';
import './sign-in.css';

export function SignInCard({ heading }: { heading: string }) {
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
