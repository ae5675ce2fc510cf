/**
 * /settings/ (language, downloads and storage, accessibility mode, log out, reset progress,
 * delete account). Resetting asks first (learning/reset-account): after 'progress' the student
 * goes home to freshly read data, after 'all' they are signed out.
 */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { APP_VERSION } from '@web-ed/engine';
import { LANGUAGE_NAMES, type Lang } from '@web-ed/i18n';
import { errorTextKey } from '../../lib/shell';
import { Loaded } from '../../lib/chrome';
import type { ResetType } from '../learning';
import { missionCalls } from './reset-calls';
import { useGo, VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { fetchPreference, savePreference, signOut, snackbars } from '../../lib/store';
import { useLoad } from '../../lib/use-load';
import { DangerRow } from './danger-row';
import { SwitchRow } from './switch-row';
import { ResetPopup } from './reset-popup';
import './settings.css';

export function Settings() {
  const { t, i18n } = useTranslation('settings');
  const go = useGo();
  const [load, retry] = useLoad(fetchPreference, []);
  const [override, setA11y] = useState<boolean | null>(null);
  const [confirm, setConfirm] = useState<ResetType | null>(null);
  const a11y = override ?? (load.status === 'ready' ? load.data.accessibility_mode : false);
  const toggle = async () => {
    const value = !a11y;
    setA11y(value);
    try {
      await savePreference({ accessibility_mode: value });
      snackbars.show({ message: 'settings:saved', type: 'success' });
    } catch (err) {
      setA11y(!value);
      snackbars.show({ message: errorTextKey(err) ?? 'settings:saveFailed', type: 'error' });
    }
  };
  return (
    <div className="page">
      <h1 className="page__title">{t('title')}</h1>
      <Loaded load={load} retry={retry}>
        {() => (
          <ul className="settings-list">
            <li>
              <VLink to={PATH.settingsLanguage} className="settings-row">
                <span className="settings-row__text">
                  <span className="settings-row__title">{t('language')}</span>
                  <span className="settings-row__desc">
                    {LANGUAGE_NAMES[i18n.language as Lang] ?? i18n.language}
                  </span>
                </span>
                <span aria-hidden="true">›</span>
              </VLink>
            </li>
            <li>
              <VLink to={PATH.settingsStorage} className="settings-row">
                <span className="settings-row__text">
                  <span className="settings-row__title">{t('storage')}</span>
                  <span className="settings-row__desc">{t('storageDescription')}</span>
                </span>
                <span aria-hidden="true">›</span>
              </VLink>
            </li>
            <SwitchRow
              id="a11y"
              title={t('accessibilityMode')}
              description={t('accessibilityModeDescription')}
              checked={a11y}
              onToggle={() => void toggle()}
            />
            <DangerRow
              label={t('nav:logout')}
              icon="logout"
              onClick={() => {
                signOut();
                go(PATH.landing, { replace: true });
              }}
            />
            <DangerRow
              label={t('signOutEverywhere')}
              icon="logout"
              onClick={() => {
                signOut({ everywhere: true });
                go(PATH.landing, { replace: true });
              }}
            />
            <DangerRow label={t('resetProgress')} dialog onClick={() => setConfirm('progress')} />
            <DangerRow label={t('deleteAccount')} dialog onClick={() => setConfirm('all')} />
          </ul>
        )}
      </Loaded>
      {confirm && (
        <ResetPopup
          type={confirm}
          onCancel={() => setConfirm(null)}
          onDone={() => {
            setConfirm(null);
            if (confirm === 'all') {
              snackbars.show({ message: 'settings:accountDeleted', type: 'success' });
              signOut();
              go(PATH.landing, { replace: true });
            } else {
              snackbars.show({ message: 'settings:resetDone', type: 'success' });
              // Today's login counts again for the emptied missions; then home reads afresh.
              void missionCalls()
                .then((calls) => calls.updateProgressMissions(i18n.language))
                .catch(() => undefined);
              go(PATH.home, { replace: true });
            }
          }}
        />
      )}
      <p className="muted center">{t('appVersion', { version: APP_VERSION })}</p>
    </div>
  );
}
