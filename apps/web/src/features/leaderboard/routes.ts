/** The leaderboard's route. */
import { SERVICE_PREFIX } from '@web-ed/api-client';
import type { RouteModule } from '../../lib/route-module';
import { boardQuery } from './board-query';

export const leaderboardRoutes = [
  {
    id: 'leaderboard',
    path: '/leaderboard/',
    auth: true,
    screen: () => import('./leaderboard').then((m) => m.Leaderboard),
    file: 'apps/web/src/features/leaderboard/leaderboard.tsx',
    serverRender: true,
    // The weekly board, everyone, as the screen opens (leaderboard-api.ts).
    readAhead: () => [
      {
        path: `${SERVICE_PREFIX.user}/leaderboard/get-leaderboard`,
        query: boardQuery('weekly', false),
      },
      { path: `${SERVICE_PREFIX.user}/user/get-avatars` },
    ],
    title: 'leaderboard:title',
  },
] as const satisfies readonly RouteModule[];
