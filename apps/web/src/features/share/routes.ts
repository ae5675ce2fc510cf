/** Sharing chapters phone to phone (issue 24, item 4): send one, open one a friend sent. */
import type { RouteModule } from '../../lib/route-module';

export const shareRoutes = [
  {
    id: 'share',
    path: '/share/',
    auth: true,
    screen: () => import('./share').then((m) => m.Share),
    title: 'courses:shareTitle',
  },
] as const satisfies readonly RouteModule[];
