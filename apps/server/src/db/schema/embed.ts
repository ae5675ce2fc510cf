/**
 * The partner embed (apps/embed): a student playing inside a partner's page without signing in
 * plays as an anonymous account, a real `users` row listed here, bound to the pseudo user id the
 * partner page keeps and to the page's origin. Signing in later claims it: its progress and
 * points move to the real account once (`claimed_by`), and its tokens stop working.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const embedAnonymousUsers = pgTable(
  'embed_anonymous_users',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The partner page's pseudo user id: a negative integer (-1 … -1,000,000). */
    pseudoId: integer('pseudo_id').notNull(),
    /** The partner page's origin that started it (one of EMBED_ORIGINS). */
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The real account that claimed it; null while anonymous. */
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('embed_anonymous_users_claimed_by_idx').on(t.claimedBy)],
);
