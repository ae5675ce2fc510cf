/** Asks before a reset; the confirm button shows it is waiting, and a failure says why. */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { errorTextKey } from '../../lib/shell';
import type { ResetType } from '../learning';
import { learningCalls } from './reset-calls';
import { Popup } from '../../lib/popup';
import { snackbars } from '../../lib/store';

export function ResetPopup({
  type,
  onCancel,
  onDone,
}: {
  type: ResetType;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('settings');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await (await learningCalls()).resetAccount(type);
      onDone();
    } catch (err) {
      setBusy(false);
      snackbars.show({ message: errorTextKey(err) ?? 'settings:resetFailed', type: 'error' });
    }
  };
  const all = type === 'all';
  return (
    <Popup
      title={t(all ? 'deleteAccountQuestion' : 'resetProgressQuestion')}
      type="warning"
      onClose={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <button
            type="button"
            className="button button--danger"
            aria-busy={busy}
            disabled={busy}
            onClick={() => void run()}
          >
            {t(all ? 'deleteAccount' : 'resetProgress')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={onCancel}
          >
            {t('common:cancel')}
          </button>
        </>
      }
    >
      <p>{t(all ? 'deleteAccountConfirm' : 'resetProgressConfirm')}</p>
    </Popup>
  );
}
