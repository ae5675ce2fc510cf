/** A student's answers to a questionnaire: one response each, validated against its questions. */
import { integer, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** An answer as stored: an option id, option ids, a scale value or a text. */
export type StoredAnswer = string | string[] | number;

export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionnaireId: integer('questionnaire_id').notNull(),
    answers: jsonb('answers').$type<Record<string, StoredAnswer>>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionnaireId] })],
);
