/**
 * Session tokens: random, stored only as SHA-256 hashes, valid 30 days from the last sign-in.
 * Accepted as `Authorization: Bearer …` or in a header named `token` (section 7), else from the
 * session cookie a browser's sign-in set (http/session-cookie.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { LOGIN_VALIDITY_DAYS } from '@web-ed/engine';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { embedAnonymousUsers, sessions, users } from '../db/schema';
import { embedMayCall } from '../embed/cors';
import { ApiError } from './envelope';
import { sessionCacheOf, type CachedSession } from './session-cache';
import { cookieToken } from './session-cookie';
import { sessionUser, type User, type UserRow } from './session-user';

export type { User, UserRow };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenFrom(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && /^Bearer\s+/i.test(auth))
    return auth.replace(/^Bearer\s+/i, '').trim() || null;
  const header = req.headers.token;
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  return cookieToken(req);
}

/** Issues a token for a user, valid 30 days from now (the sign-in). */
export async function issueSession(db: Db, userId: string, now: Date): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + LOGIN_VALIDITY_DAYS * 86_400_000);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
  await db.update(users).set({ lastLogin: now }).where(eq(users.id, userId));
  return token;
}

export const unauthorized = () =>
  new ApiError(401, 'unauthorized', 'Unauthorized request was made');

const anonymousNotAllowed = () =>
  new ApiError(
    403,
    'anonymous_not_allowed',
    'An anonymous embed session may only play its course: sign in to use this',
  );

/** The session look-up of a request the cache cannot answer, built once per database (prepared). */
const sessionQuery = perDatabase((db) =>
  db
    .select({
      user: sessionUser,
      claimedBy: embedAnonymousUsers.claimedBy,
      anonymousId: embedAnonymousUsers.userId,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(embedAnonymousUsers, eq(embedAnonymousUsers.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('authenticate'),
);

async function lookUp(db: Db, hash: string, now: Date): Promise<CachedSession | undefined> {
  const cache = sessionCacheOf(db);
  const hit = cache.get(hash, now.getTime());
  if (hit) return hit;
  const readAt = cache.generation;
  const row = (await sessionQuery(db).execute({ hash, now }))[0];
  if (!row) return undefined;
  const entry = {
    user: row.user,
    anonymous: row.anonymousId !== null && row.claimedBy === null,
    expiresAt: row.expiresAt.getTime(),
    cachedAt: now.getTime(),
  };
  cache.set(hash, entry, readAt);
  return entry;
}

/**
 * The signed-in user, or a 401 for a missing, unknown or expired token. The session of an
 * unclaimed anonymous embed account reaches only the embed's own routes (embed/cors.ts): it is
 * minted for any page that sends an allowed Origin header, so it must not act as a full account.
 */
export async function authenticate(db: Db, req: FastifyRequest, now: Date): Promise<User> {
  const token = tokenFrom(req);
  if (!token || token.length > 200) throw unauthorized();
  const session = await lookUp(db, hashToken(token), now);
  if (!session) throw unauthorized();
  if (session.anonymous && !embedMayCall(req.url.split('?')[0] ?? '')) throw anonymousNotAllowed();
  return session.user;
}

/** Ends one session (sign-out), or every session of its user (sign-out everywhere). */
export async function revokeSessions(
  db: Db,
  token: string,
  scope: 'this' | 'everywhere',
): Promise<number> {
  const hash = hashToken(token);
  const cache = sessionCacheOf(db);
  const revoked =
    scope === 'this'
      ? await db.delete(sessions).where(eq(sessions.tokenHash, hash)).returning()
      : await db
          .delete(sessions)
          .where(
            inArray(
              sessions.userId,
              db.select({ id: sessions.userId }).from(sessions).where(eq(sessions.tokenHash, hash)),
            ),
          )
          .returning();
  cache.forgetToken(hash);
  for (const userId of new Set(revoked.map((r) => r.userId))) cache.forgetUser(userId);
  return revoked.length;
}

const rowQuery = perDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_row'),
);

/** The student's whole row as the database holds it now (counters are never cached). */
export async function userRowOf(db: Db, id: string): Promise<UserRow> {
  const row = (await rowQuery(db).execute({ id }))[0];
  if (!row) throw unauthorized();
  return row;
}

/** The signed-in user of an authenticated route. */
export function userOf(req: FastifyRequest): User {
  if (!req.user) throw new ApiError(401, 'unauthorized', 'Unauthorized request was made');
  return req.user;
}
