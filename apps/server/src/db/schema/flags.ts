import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Feature flags, evaluated per student (percentage rollout, country, language). Maintenance mode
 * is the flag `maintenance`; its `value` may carry `{image}` for the maintenance screen.
 */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  /** 0–100: the share of students (by a stable hash of the student and the key) who get it. */
  rolloutPercent: integer('rollout_percent').notNull().default(100),
  /** ISO 3166-1 alpha-2 codes; null means every country. */
  countries: text('countries').array(),
  /** Language codes; null means every language. */
  langs: text('langs').array(),
  value: jsonb('value').$type<Record<string, unknown>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
