/**
 * The Google-style sign-in, shown when the server has an OpenID issuer configured (its
 * auth/providers answer, in the server's first HTML too, so the button never pops in above the
 * form). The provider's URL is asked for when the student taps: every visit of the page would
 * otherwise write a sign-in state, and a class opening it at once would meet the limit.
 */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { unwrap } from '@web-ed/api-client';
import type { AuthorizeUrlResponse, AuthProvidersResponse } from '@web-ed/schemas/api';
import { errorTextKey } from '../../lib/shell';
import { PUBLIC } from '../../lib/storage';
import { api, snackbars } from '../../lib/store';
import { useLoad } from '../../lib/use-load';
import { redirectUri } from './after-sign-in';

const fetchProviders = async () =>
  unwrap(
    await api.get<AuthProvidersResponse>('user', 'auth/providers', { auth: false, retries: 0 }),
  );

export function GoogleButton() {
  const { t } = useTranslation('auth');
  const [providers] = useLoad(fetchProviders, [], `${PUBLIC}sign-in.providers`);
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const answer = await api.get<AuthorizeUrlResponse>('user', 'auth/authorize-url', {
        auth: false,
        retries: 0,
        query: { redirect_uri: redirectUri() },
      });
      window.location.assign(unwrap(answer).url);
    } catch (error) {
      setOpening(false);
      snackbars.show({ message: errorTextKey(error) ?? 'errors:generic', type: 'error' });
    }
  };
  if (providers.status !== 'ready' || !providers.data.google) return null;
  return (
    <>
      <button
        type="button"
        className="button button--google"
        onClick={() => void open()}
        disabled={opening}
        aria-busy={opening}
      >
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
      </button>
      <p className="divider">
        <span>{t('orDivider')}</span>
      </p>
    </>
  );
}
