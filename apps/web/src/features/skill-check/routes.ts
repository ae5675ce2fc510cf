/** The skill check routes: the check itself and its result. */
import type { RouteModule } from '../../lib/route-module';

export const skillCheckRoutes = [
  {
    id: 'skillCheck',
    path: '/skill-check/',
    auth: true,
    screen: () => import('./skill-check').then((m) => m.SkillCheck),
    title: 'skillcheck:title',
  },
  {
    id: 'skillCheckResult',
    path: '/skill-check/result/',
    auth: true,
    screen: () => import('./skill-check-result').then((m) => m.SkillCheckResult),
    title: 'skillcheck:resultTitle',
  },
] as const satisfies readonly RouteModule[];
