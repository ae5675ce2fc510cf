/**
 * The PWA install banner (sections 2 and 4). Not a modal: it offers, it does not interrupt, and it
 * goes away by itself 60 s after it appeared (lib/shell/install-prompt.ts), which a modal holding the
 * focus must not do. "Install" opens the browser's own prompt.
 */
import { useEffect, useId, useSyncExternalStore } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import type { InstallPrompt as InstallPromptMachine } from '../../lib/shell/install-prompt';
import './dialogs.css';

export function InstallPrompt({
  machine,
  onClose,
}: {
  machine: InstallPromptMachine;
  onClose: () => void;
}) {
  const { t } = useTranslation('dialogs');
  const titleId = useId();
  const status = useSyncExternalStore(machine.subscribe, machine.status, machine.status);
  useEffect(() => {
    machine.shown();
  }, [machine]);
  useEffect(() => {
    if (status === 'hidden' || status === 'installed') onClose();
  }, [status, onClose]);
  if (status !== 'visible') return null;
  return (
    <section className="install-banner" aria-labelledby={titleId}>
      <h2 id={titleId} className="install-banner__title">
        {t('installTitle')}
      </h2>
      <p className="install-banner__text">{t('installDescription')}</p>
      <div className="install-banner__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void machine.install()}
        >
          {t('install')}
        </button>
        <button type="button" className="button button--secondary" onClick={machine.dismiss}>
          {t('installLater')}
        </button>
      </div>
    </section>
  );
}
