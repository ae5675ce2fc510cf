/**
 * The skill check (diagnostic) invitation (sections 2 and 4), before an English course whose skill
 * check is not started. "Start" leads to /skill-check/, "later" goes on starting the course; both
 * disable the invitation on the server (see use-start-course.ts).
 */
import { useTranslation } from '@web-ed/i18n/react';
import { Popup } from '../../lib/popup';

export function SkillCheckPopup({
  busy = false,
  onStart,
  onLater,
}: {
  busy?: boolean;
  onStart: () => void;
  onLater: () => void;
}) {
  const { t } = useTranslation('dialogs');
  return (
    <Popup
      title={t('skillCheckTitle')}
      onClose={onLater}
      actions={
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={onStart}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? t('skillCheckStarting') : t('skillCheckStart')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={onLater}
            disabled={busy}
          >
            {t('skillCheckLater')}
          </button>
        </>
      }
    >
      <p>{t('skillCheckDescription')}</p>
    </Popup>
  );
}
