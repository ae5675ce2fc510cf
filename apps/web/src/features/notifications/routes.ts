/** The notification routes: the panel and the push permission page. */
import type { RouteModule } from '../../lib/route-module';

export const notificationRoutes = [
  {
    id: 'notification',
    path: '/notification/',
    auth: true,
    screen: () => import('./notifications').then((m) => m.Notifications),
    title: 'notifications:title',
  },
  {
    id: 'notificationPermission',
    path: '/notification/permission/',
    auth: true,
    screen: () => import('./notification-permission').then((m) => m.NotificationPermission),
    title: 'notifications:permissionTitle',
  },
] as const satisfies readonly RouteModule[];
