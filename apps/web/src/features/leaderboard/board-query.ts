import type { GetLeaderboardResponse } from '@web-ed/schemas/api';

export type Scope = GetLeaderboardResponse['data']['scope'];

/** get-leaderboard's query for a board: the screen's call and its read ahead ask the same URL. */
export const boardQuery = (scope: Scope, byCountry: boolean) => ({
  scope,
  limit: 50,
  ...(byCountry ? { country: 'me' } : {}),
});
