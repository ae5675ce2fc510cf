/** Says the device is offline, with a retry that also sends what waits in the outbox. */
import { useTranslation } from '@web-ed/i18n/react';
import { useSnapshot } from 'valtio';
import { Icon } from '../lib/icons';
import { flush, state } from '../lib/store';

export function OfflineBar() {
  const { t } = useTranslation('errors');
  const snap = useSnapshot(state);
  if (snap.online) return null;
  return (
    <div className="offline-bar" role="status">
      <Icon name="wifiOff" size={20} />
      <span>{t('noInternet')}</span>
      <button
        type="button"
        className="offline-bar__retry"
        onClick={() => {
          state.online = navigator.onLine;
          if (navigator.onLine && state.session) flush().catch(() => undefined);
        }}
      >
        {t('common:retry')}
      </button>
    </div>
  );
}
