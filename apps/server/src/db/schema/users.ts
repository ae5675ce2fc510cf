import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; from the OpenID provider or the local sign-in identity. Not unique. */
    email: text('email'),
    /**
     * The OpenID provider said it verified `email` (email_verified). A typed local sign-in email
     * never is: only a verified email finds an account (the admin command).
     */
    emailVerified: boolean('email_verified').notNull().default(false),
    name: text('name'),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country'),
    /** male | female | other | prefer_not */
    gender: text('gender'),
    /** The student's language (en, id, th, hi, ms); also the preference's `lang`. */
    lang: text('lang').notNull().default('en'),
    points: integer('points').notNull().default(0),
    diamond: integer('diamond').notNull().default(0),
    votes: integer('votes').notNull().default(0),
    /** Skill check status: 0 not started, 1 in progress, 2 finished. */
    diagnosticFlag: integer('diagnostic_flag').notNull().default(0),
    /** Skill check invitation popup still to be shown (false once accepted or postponed). */
    diagnosticPopup: boolean('diagnostic_popup').notNull().default(true),
    currentAvatar: integer('current_avatar').notNull().default(0),
    /** Background 0 is free for everyone; others must be owned (user_backgrounds). */
    currentBackground: integer('current_background').notNull().default(0),
    /** IANA time zone of the student's days (streaks, missions); null: from the country. */
    timeZone: text('time_zone'),
    /** Last change of time_zone: at most one change a week. */
    timeZoneChangedAt: timestamp('time_zone_changed_at', { withTimezone: true, mode: 'date' }),
    exerciseCompleted: integer('exercise_completed').notNull().default(0),
    learningStreak: integer('learning_streak').notNull().default(0),
    /** True until name, country and gender are set (onboarding). */
    shouldRegister: boolean('should_register').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('users_points_idx').on(t.points.desc(), t.id),
    index('users_email_idx').on(t.email),
    // Balances are spent in the shop and on votes: a bug there must fail, not go below zero.
    check('users_points_not_negative', sql`${t.points} >= 0`),
    check('users_diamond_not_negative', sql`${t.diamond} >= 0`),
    check('users_votes_not_negative', sql`${t.votes} >= 0`),
  ],
);

/**
 * How a user signs in: an OpenID issuer and its subject (Google: https://accounts.google.com),
 * or issuer "local" and the lower-cased name or email of the local sign-in. One user may hold
 * one identity per issuer (a local account linked to a Google account holds both).
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    unique('user_identities_user_issuer_unique').on(t.userId, t.issuer),
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

/**
 * A pending OpenID authorization (auth/authorize-url → auth/sign-in): the state the provider
 * echoes back, the PKCE code verifier and nonce that only the server knows, and the redirect URI
 * the code was issued for. Single use, valid 10 minutes.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/** Section 3, User preference (the language lives on users.lang). A missing row means defaults. */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Subject id of the preferred course, -1 for none. */
  currentSubject: integer('current_subject').notNull().default(-1),
  accessibilityMode: boolean('accessibility_mode').notNull().default(false),
  communityInAppPopup: boolean('community_in_app_popup').notNull().default(true),
  notifToken: text('notif_token'),
  isNotificationAllowed: boolean('is_notification_allowed').notNull().default(false),
});

/** Red dot keys still shown to the student (red_dot_new_background, red_dot_chat_buddy). */
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

/** Avatars a student owns beyond the free starter set (bought in the shop, won in missions). */
export const userAvatars = pgTable(
  'user_avatars',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    avatarId: integer('avatar_id').notNull(),
    acquiredAt: timestamp('acquired_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.avatarId] })],
);
