/**
 * The leaderboard's points ledger. Earned points (plays, mission rewards) go through
 * `points_daily` (per student per UTC day), where at most LEADERBOARD_DAILY_POINTS_CAP count;
 * the counted part is added to the student's row of the week (Monday 00:00 UTC) and of all time.
 * Country is copied onto the rows (and updated with the profile) so "by country" is one index
 * range. Points are NOT NULL: a `.desc()` index is DESC NULLS LAST and must match the query.
 *
 * The own rank is 1 + the students with more points. Counting them in the rows is a scan of
 * everyone above (most of the board for a student far from the top), so leaderboard_counts keeps
 * how many students hold each range of points (leaderboard/counts.ts).
 */
import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const pointsDaily = pgTable(
  'points_daily',
  {
    userId: userRef(),
    /** UTC day. */
    day: date('day', { mode: 'string' }).notNull(),
    /** Every point earned that day. */
    raw: integer('raw').notNull().default(0),
    /** min(raw, cap): what the leaderboard counts. */
    counted: integer('counted').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const leaderboardWeekly = pgTable(
  'leaderboard_weekly',
  {
    /** Monday (UTC) of the week. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    userId: userRef(),
    /** ISO alpha-2, '' when not set. */
    country: text('country').notNull().default(''),
    points: integer('points').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.userId] }),
    index('leaderboard_weekly_rank_idx').on(t.weekStart, t.points.desc(), t.userId),
    index('leaderboard_weekly_country_idx').on(t.weekStart, t.country, t.points.desc(), t.userId),
  ],
);

export const leaderboardAllTime = pgTable(
  'leaderboard_all_time',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country').notNull().default(''),
    points: integer('points').notNull().default(0),
  },
  (t) => [
    index('leaderboard_all_time_rank_idx').on(t.points.desc(), t.userId),
    index('leaderboard_all_time_country_idx').on(t.country, t.points.desc(), t.userId),
  ],
);

/**
 * Students per points range of a board (`board`: the week's Monday, or 'all'), by country ('*':
 * every country together), at three levels of range: LEVEL_WIDTHS in leaderboard/counts.ts (each
 * value, each 100, each 10,000). The own rank sums at most a few hundred rows at any size.
 * Written only by the fold (leaderboard/counts.ts), never by a play: plays append moves.
 */
export const leaderboardCounts = pgTable(
  'leaderboard_counts',
  {
    board: text('board').notNull(),
    country: text('country').notNull(),
    level: smallint('level').notNull(),
    /** The range's floor. */
    points: integer('points').notNull(),
    students: integer('students').notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.country, t.level, t.points] })],
);

/**
 * A student entering (+1) or leaving (-1) a points value of a board: what a play writes instead
 * of updating the counts every student shares. Appended only; folded into leaderboard_counts
 * every second, and counted by the rank until then.
 */
export const leaderboardMoves = pgTable(
  'leaderboard_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    board: text('board').notNull(),
    country: text('country').notNull(),
    points: integer('points').notNull(),
    students: integer('students').notNull(),
  },
  (t) => [index('leaderboard_moves_board_idx').on(t.board, t.points)],
);
