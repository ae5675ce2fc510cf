import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Every version of every task ever stored: a device may send a finish record days after the
 * course was republished, and that play is scored against the questions it showed
 * (its subject_version), not against the newer ones.
 */
export const courseTaskVersions = pgTable(
  'course_task_versions',
  {
    subjectId: integer('subject_id').notNull(),
    lang: text('lang').notNull(),
    taskId: integer('task_id').notNull(),
    subjectVersion: integer('subject_version').notNull(),
    doc: jsonb('doc').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.lang, t.taskId, t.subjectVersion] })],
);
