import { boolean, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    /** Issuer and subject of an OpenID sign-in, "local" for the embedded local sign-in. */
    authIssuer: text('auth_issuer').notNull(),
    authSubject: text('auth_subject').notNull(),
    name: text('name'),
    country: text('country'),
    gender: text('gender'),
    lang: text('lang').notNull().default('en'),
    points: integer('points').notNull().default(0),
    diamond: integer('diamond').notNull().default(0),
    votes: integer('votes').notNull().default(0),
    diagnosticFlag: integer('diagnostic_flag').notNull().default(0),
    diagnosticPopup: boolean('diagnostic_popup').notNull().default(true),
    currentAvatar: integer('current_avatar').notNull().default(0),
    exerciseCompleted: integer('exercise_completed').notNull().default(0),
    learningStreak: integer('learning_streak').notNull().default(0),
    shouldRegister: boolean('should_register').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('users_auth_unique').on(t.authIssuer, t.authSubject),
    index('users_points_idx').on(t.points.desc(), t.id),
  ],
);

/** Opaque session tokens, stored as SHA-256 hashes; valid 30 days from the last sign-in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentSubject: integer('current_subject').notNull().default(-1),
  lang: text('lang').notNull().default('en'),
  accessibilityMode: boolean('accessibility_mode').notNull().default(false),
  communityInAppPopup: boolean('community_in_app_popup').notNull().default(true),
  notifToken: text('notif_token'),
  isNotificationAllowed: boolean('is_notification_allowed').notNull().default(false),
});

export const redDots = pgTable(
  'red_dots',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
