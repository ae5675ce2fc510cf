/** The leaderboard route (docs/api.md: Leaderboard). */
import type { GetLeaderboardResponse } from '@web-ed/schemas/api';
import { get } from '../../lib/calls';
import { fetchAvatars } from '../shop';
import { boardQuery, type Scope } from './board-query';

/** The board as get-leaderboard answers it. */
export type Board = GetLeaderboardResponse['data'];

export const fetchLeaderboard = (scope: Scope, byCountry: boolean) =>
  get<GetLeaderboardResponse>('user', 'leaderboard/get-leaderboard', boardQuery(scope, byCountry));

/** The board's key: its copy on the device (lib/storage/last-known). */
export const boardKey = (scope: Scope, byCountry: boolean) =>
  `leaderboard.${scope}.${byCountry ? 'country' : 'all'}`;

/** The board and the avatars' pictures. */
export async function loadBoard(scope: Scope, byCountry: boolean) {
  const [board, avatars] = await Promise.all([
    fetchLeaderboard(scope, byCountry),
    fetchAvatars().catch(() => null),
  ]);
  // A plain object, not a Map: the board is kept on the device as JSON (lib/storage/last-known).
  const urls: Record<number, string> = Object.fromEntries(
    (avatars?.avatars ?? []).map((a) => [a.avatar_id, a.avatar_url]),
  );
  return { board, urls };
}
