/** /onboarding/reward/: the new profile; starting marks the student registered. */
import { useTranslation } from '@web-ed/i18n/react';
import { Avatar, Loaded } from '../../lib/chrome';
import { HeroArt } from '../../lib/icons';
import { useGo } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { saveSession } from '../../lib/session';
import { fetchUserInfo, state } from '../../lib/store';
import { useLoad } from '../../lib/use-load';
import { Steps } from './steps';
import './onboarding.css';

function markRegistered() {
  if (state.session) {
    state.session.shouldRegister = false;
    saveSession(localStorage, { ...state.session });
  }
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
