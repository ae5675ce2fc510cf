/** The leaderboard route (docs/api.md: Leaderboard). */
import { get } from '../../lib/calls';
import type { Board } from './leaderboard-types';

export const fetchLeaderboard = (scope: 'weekly' | 'all_time', byCountry: boolean) =>
  get<Board>('user', 'leaderboard/get-leaderboard', {
    scope,
    limit: 50,
    ...(byCountry ? { country: 'me' } : {}),
  });
