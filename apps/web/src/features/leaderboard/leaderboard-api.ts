/** The leaderboard route (docs/api.md: Leaderboard). */
import type { GetLeaderboardResponse } from '@web-ed/schemas/api';
import { get } from '../../lib/calls';

/** The board as get-leaderboard answers it. */
export type Board = GetLeaderboardResponse['data'];

export const fetchLeaderboard = (scope: Board['scope'], byCountry: boolean) =>
  get<GetLeaderboardResponse>('user', 'leaderboard/get-leaderboard', {
    scope,
    limit: 50,
    ...(byCountry ? { country: 'me' } : {}),
  });
