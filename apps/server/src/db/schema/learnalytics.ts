/**
 * Learnalytics: roles of users beyond student (teacher, partner), their classes with a tracking
 * code, and the students linked to a class by adding its code.
 */
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** teacher | partner */
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const laClasses = pgTable(
  'la_classes',
  {
    /** Upper case, 1 to 10 letters or digits. */
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('la_classes_owner_idx').on(t.ownerId)],
);

export const laClassMembers = pgTable(
  'la_class_members',
  {
    code: text('code')
      .notNull()
      .references(() => laClasses.code, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkedAt: timestamp('linked_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.code, t.userId] }),
    index('la_class_members_user_idx').on(t.userId),
  ],
);
