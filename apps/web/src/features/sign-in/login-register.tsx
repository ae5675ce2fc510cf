/**
 * /login/register/: where a signed-in student who has not finished their profile yet
 * (shouldRegister) is sent. Explains and leads to /onboarding/; not signed in → /login/;
 * registered → /home/.
 */
import { useTranslation } from '@web-ed/i18n/react';
import { Navigate } from '../../lib/router';
import { useSnapshot } from 'valtio';
import { withVersion } from '../../lib/shell';
import { HeroArt } from '../../lib/icons';
import { useGo, VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { signOut, state } from '../../lib/store';

export function LoginRegister() {
  const { t } = useTranslation('auth');
  const snap = useSnapshot(state);
  const go = useGo();
  if (!snap.session) return <Navigate to={withVersion(PATH.login)} replace />;
  if (!snap.session.shouldRegister) return <Navigate to={withVersion(PATH.home)} replace />;
  return (
    <div className="page page--center">
      <HeroArt name="profile" />
      <h1 className="page__title">{t('registerTitle')}</h1>
      <p className="muted">{t('registerDescription')}</p>
      <VLink className="button button--primary" to={PATH.onboarding}>
        {t('registerContinue')}
      </VLink>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          signOut();
          go(PATH.login, { replace: true });
        }}
      >
        {t('registerSignOut')}
      </button>
    </div>
  );
}
