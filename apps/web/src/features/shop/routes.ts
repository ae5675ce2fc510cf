/** The shop routes: the shop and explore. */
import type { RouteModule } from '../../lib/route-module';

/** The shop screens load as one chunk: they share most of their code. */
const screens = () => import('./screens');

export const shopRoutes = [
  {
    id: 'shop',
    path: '/shop/',
    auth: true,
    screen: () => screens().then((m) => m.Shop),
    title: 'shop:title',
  },
  {
    id: 'explore',
    path: '/explore',
    auth: true,
    screen: () => screens().then((m) => m.Explore),
    title: 'shop:exploreTitle',
  },
] as const satisfies readonly RouteModule[];
