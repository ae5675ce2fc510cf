/**
 * Fun activity uploads (ecopower, issue 10): one row per accepted hand-in. A student has
 * UPLOAD_CHANCES per activity (question id); `attempt` is 1-based and unique per student and
 * activity, so two uploads racing for the last chance cannot both win.
 */
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const taskUploads = pgTable(
  'task_uploads',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The fun activity: the ecopower question id. */
    questionId: text('question_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    taskId: integer('task_id').notNull(),
    attempt: integer('attempt').notNull(),
    /** Where the bytes are: a key in the upload store (disk folder or S3 bucket). */
    storageKey: text('storage_key').notNull(),
    /** The sniffed type (file-type), never the declared one. */
    ext: text('ext').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    /** The name the student's file had, for their own reference only. */
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('task_uploads_attempt').on(t.userId, t.questionId, t.attempt),
    index('task_uploads_user').on(t.userId),
  ],
);
