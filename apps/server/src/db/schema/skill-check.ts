/**
 * The skill check (the adaptive CEFR diagnostic): one attempt per student, replaced by a retake.
 * `asked` holds every item shown with the server's verdict; `current` is the item on screen
 * (null once finished). The student's diagnostic_flag (users) mirrors `status`.
 */
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export interface SkillCheckAskedRow {
  id: string;
  skill: string;
  level: number;
  correct: boolean;
}

export const skillCheckAttempts = pgTable('skill_check_attempts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 1 in progress, 2 finished (0, not started, is the absence of a row). */
  status: integer('status').notNull(),
  asked: jsonb('asked').$type<SkillCheckAskedRow[]>().notNull(),
  /** The item on screen, null when finished. */
  current: text('current'),
  /** Overall level index (0 Pre-A1 … 5 C1) once finished. */
  level: integer('level'),
  /** Level index per skill area once finished. */
  skillLevels: jsonb('skill_levels').$type<Record<string, number>>(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
});
