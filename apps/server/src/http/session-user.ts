/** The signed-in student as the session carries it: the profile columns, never the counters. */
import { users } from '../db/schema';

/**
 * The signed-in student as requests see it: the profile, which the session cache may hold for a
 * few seconds. Counters (points, diamonds, votes, streak) are left out on purpose: they change
 * with every play and are read from the database where they matter.
 */
export type User = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'email'
  | 'emailVerified'
  | 'name'
  | 'country'
  | 'gender'
  | 'lang'
  | 'diagnosticFlag'
  | 'diagnosticPopup'
  | 'currentAvatar'
  | 'currentBackground'
  | 'timeZone'
  | 'timeZoneChangedAt'
  | 'shouldRegister'
  | 'createdAt'
>;

/** A student's whole row, counters included. */
export type UserRow = typeof users.$inferSelect;

export const sessionUser = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  name: users.name,
  country: users.country,
  gender: users.gender,
  lang: users.lang,
  diagnosticFlag: users.diagnosticFlag,
  diagnosticPopup: users.diagnosticPopup,
  currentAvatar: users.currentAvatar,
  currentBackground: users.currentBackground,
  timeZone: users.timeZone,
  timeZoneChangedAt: users.timeZoneChangedAt,
  shouldRegister: users.shouldRegister,
  createdAt: users.createdAt,
} satisfies Record<keyof User, unknown>;

/** The users columns a cached session holds: whatever writes one must forget the student's sessions. */
export const SESSION_USER_FIELDS = Object.keys(sessionUser) as (keyof User)[];
