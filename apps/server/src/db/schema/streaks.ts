/**
 * Streak settings and freezes. The streak's days are learning_days (learning.ts); a day covered
 * by a freeze is a row of streak_freeze_days, written when the freeze is used, so the run stays
 * the same however often it is read.
 */
import { date, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const streakStates = pgTable('streak_states', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Completed plays a day (one of STREAK_GOALS). */
  goal: integer('goal').notNull().default(1),
  /** Freezes held (at most STREAK_FREEZE_MAX). */
  freezes: integer('freezes').notNull().default(0),
  /** Days the goal was met, ever: every STREAK_FREEZE_EVERY_GOAL_DAYS earns a freeze. */
  goalDays: integer('goal_days').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const streakFreezeDays = pgTable(
  'streak_freeze_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
