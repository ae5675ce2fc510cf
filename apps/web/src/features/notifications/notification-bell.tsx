/** The bell in the top bar: opens /notification/, with the new count as a badge. */
import { useSyncExternalStore } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { subscribe } from 'valtio';
import { VLink } from '../../lib/nav';
import { notificationBadge } from './notifications-data';
import { PATH } from '../../lib/paths';
import './notifications.css';

export function NotificationBell() {
  const { t } = useTranslation('notifications');
  // The server never knows the count, so a page it rendered hydrates with none; the count the
  // tick may have fetched meanwhile follows at once (a snapshot read here would differ from the
  // server's HTML when the bell hydrates after the tick: React error 418).
  const count = useSyncExternalStore(
    (changed) => subscribe(notificationBadge, changed),
    () => notificationBadge.count,
    () => 0,
  );
  const shown = count > 99 ? '99+' : String(count);
  return (
    <VLink
      to={PATH.notification}
      className="icon-button notification-bell"
      aria-label={count > 0 ? t('bellNew', { count }) : t('bell')}
    >
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0" />
      </svg>
      {count > 0 && (
        <span
          className="notification-bell__count"
          aria-hidden="true"
          data-testid="notification-count"
        >
          {shown}
        </span>
      )}
    </VLink>
  );
}
