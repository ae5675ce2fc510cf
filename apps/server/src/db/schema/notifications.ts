/**
 * Notifications of a student (section 3: id, seen), the time the panel was last opened (the "new"
 * count is what arrived since), Web Push subscriptions (one per device, endpoint unique) and the
 * server's VAPID keys (generated on first start when not given by the environment).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** reward_earned | streak_at_risk | mission_reset | community_reply | vote_concluded */
    kind: text('kind').notNull(),
    /** Values of the message (points, a post title …), rendered in the reader's language. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    /** The app route the notification opens. */
    link: text('link').notNull(),
    /** One notification per key and student (a day's streak reminder), null: no dedupe. */
    dedupeKey: text('dedupe_key'),
    seen: boolean('seen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('notifications_user_created').on(t.userId, t.createdAt),
    uniqueIndex('notifications_user_dedupe')
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

export const notificationPanels = pgTable('notification_panels', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint').on(t.endpoint),
    index('push_subscriptions_user').on(t.userId),
  ],
);

export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
