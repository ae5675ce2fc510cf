/** The leaderboard route (docs/api.md: Leaderboard). */
import type { GetLeaderboardResponse } from '@web-ed/schemas/api';
import { get } from '../../lib/calls';
import { readAhead } from '../../lib/read-ahead';
import { fetchAvatars } from '../shop';

/** The board as get-leaderboard answers it. */
export type Board = GetLeaderboardResponse['data'];

export const fetchLeaderboard = (scope: Board['scope'], byCountry: boolean) =>
  get<GetLeaderboardResponse>('user', 'leaderboard/get-leaderboard', {
    scope,
    limit: 50,
    ...(byCountry ? { country: 'me' } : {}),
  });

type Scope = Board['scope'];

/** The board's key: its copy on the device and its read started ahead of the screen. */
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

/** The board the screen opens on, started while its code and the language pack download. */
export function readBoardAhead(): void {
  readAhead(boardKey('weekly', false), () => loadBoard('weekly', false));
}
