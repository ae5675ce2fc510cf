/**
 * The home routes: the student's day, and every announcement (public: get-ads needs no sign-in).
 */
import type { RouteModule } from '../../lib/route-module';
import { homeReads } from './home-reads';

export const homeRoutes = [
  {
    id: 'home',
    path: '/home/',
    auth: true,
    screen: () => import('./home').then((m) => m.Home),
    readAhead: ({ lang, user }) => homeReads(lang, user),
    file: 'apps/web/src/features/home/home.tsx',
    serverRender: true,
    noTopBack: true,
    title: 'nav:home',
  },
  {
    id: 'ads',
    path: '/ads/',
    screen: () => import('./ads').then((m) => m.Ads),
    title: 'home:newsTitle',
  },
] as const satisfies readonly RouteModule[];
