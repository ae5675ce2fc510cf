/** The leaderboard's route. */
import type { RouteModule } from '../../lib/route-module';

export const leaderboardRoutes = [
  {
    id: 'leaderboard',
    path: '/leaderboard/',
    auth: true,
    screen: () => import('./leaderboard').then((m) => m.Leaderboard),
    readAhead: () =>
      void import('./leaderboard-api').then((m) => m.readBoardAhead()).catch(() => undefined),
    title: 'leaderboard:title',
  },
] as const satisfies readonly RouteModule[];
