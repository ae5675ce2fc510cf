/** get-leaderboard's query for a board: the screen's call and its read ahead ask the same URL. */
export const boardQuery = (scope: 'weekly' | 'all_time', byCountry: boolean) => ({
  scope,
  limit: 50,
  ...(byCountry ? { country: 'me' } : {}),
});
