/** The snackbar queue's current message, polite, with its close button. */
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Icon } from '../lib/icons';
import { snackbars, state } from '../lib/store';

export function SnackbarView() {
  const { t } = useTranslation();
  const snap = useSnapshot(state);
  const current = snap.snackbars.current;
  return (
    <div className="snackbar-region" role="status" aria-live="polite">
      {current && (
        <div className={`snackbar snackbar--${current.type}`}>
          <span>{t(current.message)}</span>
          <button
            type="button"
            className="snackbar__close"
            aria-label={t('close')}
            onClick={() => snackbars.dismiss(current.id)}
          >
            <Icon name="close" size={20} />
          </button>
        </div>
      )}
    </div>
  );
}
