/** The unsupported browser warning (section 2): Chrome 117.0.5938 and 117.0.0. */
import { useTranslation } from '@web-ed/i18n/react';
import { Popup } from '../../lib/popup';

export function UnsupportedBrowserPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('dialogs');
  return (
    <Popup
      type="warning"
      title={t('unsupportedBrowserTitle')}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('continueHere')}
        </button>
      }
    >
      <p>{t('unsupportedBrowserDescription')}</p>
    </Popup>
  );
}
