/**
 * Avatars and backgrounds are data (content-fixtures/shop/items.json, seeded on start). Avatars
 * owned live in user_avatars (users.ts), backgrounds in user_backgrounds; a purchase row per
 * (student, item) makes buying idempotent and the unique key makes it safe under concurrency.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ShopCatalogue } from '@web-ed/schemas';
import { users } from './users';

type ShopItemTranslations = NonNullable<ShopCatalogue['avatars'][number]['translations']>;

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const shopItems = pgTable(
  'shop_items',
  {
    /** avatar | background */
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The name and description in the other languages (shop-catalogue.schema.json). */
    translations: jsonb('translations').$type<ShopItemTranslations>().notNull().default({}),
    /** Path under /shop/ served by the server (content-fixtures/shop/). */
    url: text('url').notNull(),
    /** free | points | diamond */
    priceType: text('price_type').notNull(),
    cost: integer('cost').notNull().default(0),
    position: integer('position').notNull(),
    isShown: boolean('is_shown').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    check('shop_items_cost_not_negative', sql`${t.cost} >= 0`),
  ],
);

export const userBackgrounds = pgTable(
  'user_backgrounds',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    backgroundId: integer('background_id').notNull(),
    acquiredAt: tz('acquired_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.backgroundId] })],
);

export const purchases = pgTable(
  'purchases',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    priceType: text('price_type').notNull(),
    cost: integer('cost').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemId] })],
);
