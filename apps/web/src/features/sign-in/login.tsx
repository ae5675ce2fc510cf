/** /login/: the sign-in; a signed-in student goes on. */
import { useTranslation } from '@web-ed/i18n/react';
import { Navigate } from '../../lib/router';
import { useSnapshot } from 'valtio';
import { withVersion } from '../../lib/shell';
import { state } from '../../lib/store';
import { afterSignIn } from './after-sign-in';
import { SignInCard } from './sign-in-card';

export function Login() {
  const { t } = useTranslation('auth');
  const snap = useSnapshot(state);
  if (snap.session) return <Navigate to={withVersion(afterSignIn(snap.session))} replace />;
  return <SignInCard heading={t('signIn')} />;
}
