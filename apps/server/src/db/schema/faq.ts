/** The FAQ (content-fixtures/faq), one row per item and language, and students' helpful marks. */
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const faqItems = pgTable(
  'faq_items',
  {
    id: integer('id').notNull(),
    lang: text('lang').notNull(),
    /** general | voting | qrinfo | learnstreak | aichat | myprogram */
    category: text('category').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.lang] })],
);

/** "This was helpful": once per student and item. */
export const faqHelpful = pgTable(
  'faq_helpful',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    faqId: integer('faq_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.faqId] })],
);
