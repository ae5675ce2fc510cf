/** "Continue": where a course start was heading before /streak/ (section 4), else home. */
import { useTranslation } from '@web-ed/i18n/react';
import { useGo } from '../../lib/nav';
import { STREAK_NEXT_KEY } from './streak-path';

/** Where a course start was heading before /streak/ (sessionStorage), else null. */
function pendingNext(): string | null {
  return sessionStorage.getItem(STREAK_NEXT_KEY);
}

export function ContinueButton() {
  const { t } = useTranslation('streak');
  const go = useGo();
  const next = pendingNext();
  if (!next) return null;
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={() => {
        sessionStorage.removeItem(STREAK_NEXT_KEY);
        go(next);
      }}
    >
      {t('continueLearning')}
    </button>
  );
}
