/**
 * Certificates: the name a student sets once for them, and one certificate per student and
 * program, issued when the program is complete, with a public verification code.
 */
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const certificateNames = pgTable('certificate_names', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  setAt: timestamp('set_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const certificates = pgTable(
  'certificates',
  {
    /** The verification code (public, unguessable). */
    code: text('code').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: integer('program_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    unique('certificates_user_program_unique').on(t.userId, t.programId),
    index('certificates_user_idx').on(t.userId),
  ],
);
