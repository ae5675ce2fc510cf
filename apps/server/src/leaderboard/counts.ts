/**
 * How many students hold each range of points, without a row every student updates: a change of
 * a student's points appends moves (leaving the old value, entering the new one) to
 * leaderboard_moves; leaderboard_fold() (migration 0014) folds them into leaderboard_counts, by
 * value, by 100 and by 10,000, for the country and for every country ('*'); leaderboard_rank()
 * sums those ranges above a points value plus the moves not folded yet. A board is a week (its
 * Monday, YYYY-MM-DD) or 'all' (all time).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leaderboardMoves } from '../db/schema';

export interface BoardMove {
  board: string;
  country: string;
  points: number;
  students: 1 | -1;
}

export const ALL_TIME = 'all';
/** How often a server process folds the moves: ranks stay exact, this only bounds their number. */
export const FOLD_EVERY_MS = 1_000;

/** The moves of a student going from `before` to `after` points on a board (0 is not counted). */
export function boardMoves(
  board: string,
  country: string,
  before: number,
  after: number,
): BoardMove[] {
  if (before === after) return [];
  const moves: BoardMove[] = [];
  if (before > 0) moves.push({ board, country, points: before, students: -1 });
  if (after > 0) moves.push({ board, country, points: after, students: 1 });
  return moves;
}

export async function appendMoves(tx: Db, moves: readonly BoardMove[]): Promise<void> {
  if (moves.length > 0) await tx.insert(leaderboardMoves).values([...moves]);
}

/** Folds every move appended so far into the counts; returns how many it folded. */
export async function foldMoves(db: Db): Promise<number> {
  const { rows } = (await db.execute(sql`select leaderboard_fold() as n`)) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]?.n ?? 0;
}

/** Folds every FOLD_EVERY_MS until stopped; a failed fold is logged and tried again. */
export function startFolding(db: Db, log: { warn: (o: object, m: string) => void }): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    foldMoves(db)
      .catch((err: unknown) => log.warn({ err }, 'leaderboard fold failed'))
      .finally(() => (running = false));
  }, FOLD_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
