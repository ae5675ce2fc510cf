/** The routes of the status pages: coming soon and not found. */
import type { RouteModule } from '../../lib/route-module';

/** The status pages load as one chunk: they share most of their code. */
const screens = () => import('./screens');

export const statusRoutes = [
  {
    id: 'comingSoon',
    path: '/coming-soon/',
    screen: () => screens().then((m) => m.ComingSoon),
    title: 'common:comingSoonTitle',
  },
  {
    id: 'notFound',
    path: '/404/',
    screen: () => screens().then((m) => m.NotFound),
    title: 'common:notFoundTitle',
  },
] as const satisfies readonly RouteModule[];
