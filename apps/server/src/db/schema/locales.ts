import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Translations published after a release (section 3, translation config): laid over the app's
 * bundled strings. A language's locale_version is the highest version among its rows, so
 * publishing a string with a higher version makes every device reload that language's pack.
 */
export const localeStrings = pgTable(
  'locale_strings',
  {
    lang: text('lang').notNull(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.namespace, t.key] })],
);
