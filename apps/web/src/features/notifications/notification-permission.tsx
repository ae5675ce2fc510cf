/**
 * /notification/permission/: asks the browser for permission to notify and subscribes this device
 * to Web Push with the server's VAPID key (the subscription is stored on the server, per device).
 * Shows the state: on, blocked (how to unblock), not supported; and lets the student turn it off.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { Page } from '../../lib/chrome';
import { VLink } from '../../lib/nav';
import {
  disablePush,
  enablePush,
  isPushEnabled,
  pushSupport,
  type PushSupport,
} from './notifications-data';
import { PATH } from '../../lib/paths';
import { snackbars } from '../../lib/store';
import './notifications.css';

export function NotificationPermission() {
  const { t } = useTranslation('notifications');
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [enabled, setEnabled] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void isPushEnabled().then(setEnabled, () => setEnabled(false));
  }, []);

  const allow = async () => {
    setBusy(true);
    try {
      const result = await enablePush();
      setSupport(result === 'granted' ? 'granted' : result);
      setEnabled(result === 'granted');
      if (result === 'granted') snackbars.show({ message: 'notifications:enabled' });
    } catch {
      snackbars.show({ message: 'notifications:enableFailed', type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async () => {
    setBusy(true);
    try {
      await disablePush();
      setEnabled(false);
    } catch {
      snackbars.show({ message: 'errors:noInternet', type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('permissionTitle')} className="page--notifications">
      <div className="card">
        <p>{t('permissionWhy')}</p>
        <ul className="notifications__reasons">
          <li>{t('reasonReward')}</li>
          <li>{t('reasonStreak')}</li>
          <li>{t('reasonMissions')}</li>
          <li>{t('reasonCommunity')}</li>
        </ul>
        <p role="status" className="notifications__state">
          {support === 'unsupported'
            ? t('unsupported')
            : support === 'denied'
              ? t('blocked')
              : enabled
                ? t('on')
                : t('off')}
        </p>
        <div className="notifications__actions">
          {support !== 'unsupported' && support !== 'denied' && !enabled && (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void allow()}
            >
              {t('allow')}
            </button>
          )}
          {enabled && (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void turnOff()}
            >
              {t('turnOff')}
            </button>
          )}
          <VLink to={PATH.notification} className="button button--secondary">
            {enabled ? t('done') : t('notNow')}
          </VLink>
        </div>
      </div>
    </Page>
  );
}
