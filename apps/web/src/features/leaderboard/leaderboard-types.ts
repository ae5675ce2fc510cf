/** Wire types of the leaderboard route (docs/api.md: Leaderboard). */

export interface BoardRow {
  rank: number;
  name: string | null;
  avatar_id: number;
  country: string | null;
  points: number;
  is_me: boolean;
}

export interface Board {
  scope: 'weekly' | 'all_time';
  country: string | null;
  week_start: string | null;
  resets_at: number | null;
  top: BoardRow[];
  me: Omit<BoardRow, 'is_me'> & { in_top: boolean };
}
