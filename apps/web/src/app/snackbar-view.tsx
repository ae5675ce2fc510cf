/** The snackbar queue's current message, polite, with its close button. */
import { Suspense } from 'react';
import { splitKey } from '@web-ed/i18n';
import { useTranslation } from '@web-ed/i18n/react';
import { useSnapshot } from 'valtio';
import { Icon } from '../lib/icons';
import type { Snackbar as Shown } from '../lib/shell/snackbar-queue';
import { snackbars, state } from '../lib/store';

/** Waits for its message's words (a page the server rendered may not have brought them yet). */
function Snackbar({ current }: { current: Shown }) {
  const { t } = useTranslation(['common', splitKey(current.message, 'common')[0]]);
  return (
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
  );
}

export function SnackbarView() {
  const snap = useSnapshot(state);
  const current = snap.snackbars.current;
  // The live region stays while the words load, so the message is announced when it shows.
  return (
    <div className="snackbar-region" role="status" aria-live="polite">
      <Suspense fallback={null}>{current && <Snackbar current={current} />}</Suspense>
    </div>
  );
}
