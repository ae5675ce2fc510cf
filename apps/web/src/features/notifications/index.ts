/** Notifications' public surface: the top bar's bell, and the fetch the periodic tick runs. */
export { NotificationBell } from './notification-bell';
export { fetchNotifications } from './notifications-data';
