/**
 * Accounts and the identities that sign in to them. A user is found by (issuer, subject), never by
 * email: the local sign-in has no password, so an email alone must never open a Google account
 * (or the reverse). A local account becomes a Google one only through an explicit link, proven by
 * the local account's session token.
 */
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { redDots, sessions, userIdentities, users } from '../db/schema';
import { hashToken, type UserRow } from '../http/auth';
import { forgetSessionsOf } from '../http/session-cache';
import { ApiError } from '../http/envelope';

export const LOCAL_ISSUER = 'local';

/** Red dots a new account starts with: the AI buddy is new to every student. */
export const NEW_ACCOUNT_RED_DOTS = ['red_dot_chat_buddy'] as const;

export interface Identity {
  issuer: string;
  subject: string;
  /** Lower-cased, or null. */
  email: string | null;
  /** The provider verified `email` (OpenID email_verified); never for a typed local email. */
  emailVerified?: boolean;
}

function isUniqueViolation(e: unknown): boolean {
  for (
    let err = e as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    err && depth < 5;
    depth++
  ) {
    if (err.code === '23505') return true;
    err = err.cause as typeof err;
  }
  return false;
}

export async function userByIdentity(
  db: Db,
  issuer: string,
  subject: string,
): Promise<UserRow | null> {
  const rows = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  return rows[0]?.user ?? null;
}

/** The user of a live session token (the `token` of auth/sign-in), or null. */
export async function userBySessionToken(
  db: Db,
  token: string,
  now: Date,
): Promise<UserRow | null> {
  if (token.length > 200) return null;
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0]?.user ?? null;
}

/**
 * The user holding `identity`, created (with the identity and the new-account red dots) on first
 * sign-in. Two concurrent first sign-ins end with one user: the loser of the race finds the winner's.
 */
export async function findOrCreateUser(
  db: Db,
  identity: Identity,
  now: Date,
): Promise<{ user: UserRow; created: boolean }> {
  const found = await userByIdentity(db, identity.issuer, identity.subject);
  if (found) return { user: found, created: false };
  try {
    const user = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: identity.email,
          emailVerified: identity.email !== null && identity.emailVerified === true,
          createdAt: now,
          lastLogin: now,
        })
        .returning();
      const created = row!;
      await tx.insert(userIdentities).values({
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email,
        userId: created.id,
        createdAt: now,
      });
      await tx
        .insert(redDots)
        .values(NEW_ACCOUNT_RED_DOTS.map((key) => ({ userId: created.id, key })));
      return created;
    });
    return { user, created: true };
  } catch (e) {
    if (isUniqueViolation(e)) {
      const winner = await userByIdentity(db, identity.issuer, identity.subject);
      if (winner) return { user: winner, created: false };
    }
    throw e;
  }
}

/** Keeps the account's email, and whether the provider verified it, in step with the provider. */
export async function refreshEmail(db: Db, user: UserRow, identity: Identity): Promise<UserRow> {
  if (!identity.email) return user;
  const emailVerified = identity.emailVerified === true;
  await db
    .update(userIdentities)
    .set({ email: identity.email })
    .where(
      and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)),
    );
  if (user.email === identity.email && user.emailVerified === emailVerified) return user;
  await db.update(users).set({ email: identity.email, emailVerified }).where(eq(users.id, user.id));
  forgetSessionsOf(db, user.id);
  return { ...user, email: identity.email, emailVerified };
}

const alreadyLinked = (message: string) =>
  new ApiError(400, 'invalid_or_already_linked_email', message);

/**
 * Links a provider identity to an existing account (the `token` of auth/sign-in). Refused when the
 * provider gives no usable email, when the identity belongs to another account, when another
 * account already uses that email, or when this account is already linked to another identity of
 * the same provider. Linking the identity the account already holds is a plain sign-in.
 */
export async function linkIdentity(
  db: Db,
  user: UserRow,
  identity: Identity,
  emailVerified: boolean,
  now: Date,
): Promise<UserRow> {
  const holder = await userByIdentity(db, identity.issuer, identity.subject);
  if (holder?.id === user.id) return refreshEmail(db, user, identity);
  if (holder) throw alreadyLinked('This Google account is already linked to another account');
  if (!identity.email || !emailVerified)
    throw alreadyLinked('The Google account has no verified email');
  const sameEmail = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, identity.email), ne(users.id, user.id)))
    .limit(1);
  if (sameEmail.length > 0) throw alreadyLinked('This email is already used by another account');
  try {
    await db.insert(userIdentities).values({
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      userId: user.id,
      createdAt: now,
    });
  } catch (e) {
    if (isUniqueViolation(e))
      throw alreadyLinked('This account is already linked to another Google account');
    throw e;
  }
  await db
    .update(users)
    .set({ email: identity.email, emailVerified: true })
    .where(eq(users.id, user.id));
  forgetSessionsOf(db, user.id);
  return { ...user, email: identity.email, emailVerified: true };
}
