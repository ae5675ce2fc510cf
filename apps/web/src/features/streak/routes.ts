/** The streak routes: the streak, its goals, the check after a lesson. */
import type { RouteModule } from '../../lib/route-module';

/** The streak screens load as one chunk: they share most of their code. */
const screens = () => import('./screens');

export const streakRoutes = [
  {
    id: 'streak',
    path: '/streak/',
    auth: true,
    screen: () => screens().then((m) => m.Streak),
    title: 'streak:title',
  },
  {
    id: 'streakGoals',
    path: '/streak/goals/',
    auth: true,
    screen: () => screens().then((m) => m.StreakGoals),
    title: 'streak:goalsTitle',
  },
  {
    id: 'streakCheck',
    path: '/streak/check/',
    auth: true,
    screen: () => screens().then((m) => m.StreakCheck),
    title: 'streak:title',
  },
] as const satisfies readonly RouteModule[];
