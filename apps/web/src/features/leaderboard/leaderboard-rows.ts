/** The leaderboard's rows: the top, and the student's own row after a gap when it is not in it. */
import type { Board } from './leaderboard-api';

export type LeaderRow = Board['top'][number] & {
  /** A gap (ranks left out) comes before this row. */
  gapBefore: boolean;
};

/**
 * The rows to list: the top, and the student's own row after it when they are not in the top
 * (however far down), with a gap marker when ranks are left out between. The own row is never
 * on the podium: it stands where its rank is, after the top.
 */
export function leaderboardRows(board: Board): { rows: LeaderRow[]; ownAppended: boolean } {
  const rows: LeaderRow[] = board.top.map((r) => ({ ...r, gapBefore: false }));
  if (board.me.in_top || rows.some((r) => r.is_me)) return { rows, ownAppended: false };
  // On a board where no one has points, a student without points has no place yet.
  if (rows.length === 0 && board.me.points === 0) return { rows, ownAppended: false };
  const last = rows.at(-1);
  rows.push({
    rank: board.me.rank,
    name: board.me.name,
    avatar_id: board.me.avatar_id,
    country: board.me.country,
    points: board.me.points,
    is_me: true,
    gapBefore: last !== undefined && board.me.rank > last.rank + 1,
  });
  return { rows, ownAppended: true };
}
