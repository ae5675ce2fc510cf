/**
 * Anonymous play in a partner's page: a real `users` row listed in embed_anonymous_users, bound
 * to the page's pseudo user id and origin. Its tokens are short-lived (a day); the embed keeps
 * the last one and trades it for a fresh one on each visit, for up to 30 days after it was
 * issued, so the same anonymous account keeps its progress. A token of another pseudo id or
 * origin, an older one, or one of a claimed account starts a new anonymous account.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { LOGIN_VALIDITY_DAYS, type Lang } from '@web-ed/engine';
import type { Db } from '../db/client';
import { embedAnonymousUsers, sessions, users } from '../db/schema';
import { hashToken, newToken } from '../http/auth';
import { sessionCacheOf } from '../http/session-cache';

export const ANONYMOUS_SESSION_MS = 24 * 3_600_000;
export const ANONYMOUS_RENEWAL_MS = LOGIN_VALIDITY_DAYS * 86_400_000;

export interface AnonymousSession {
  token: string;
  userId: string;
  expiresAt: Date;
}

export interface AnonymousRequest {
  pseudoId: number;
  origin: string;
  lang: Lang;
  /** The token of the page's previous anonymous session, if it kept one. */
  previousToken: string | undefined;
}

/** The anonymous account of a token, claimed or not, whatever the token's expiry. */
export async function anonymousAccountOf(db: Db, token: string) {
  const [row] = await db
    .select({ account: embedAnonymousUsers, issuedAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(embedAnonymousUsers, eq(embedAnonymousUsers.userId, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

async function renewableAccount(db: Db, r: AnonymousRequest, now: Date): Promise<string | null> {
  if (!r.previousToken) return null;
  const found = await anonymousAccountOf(db, r.previousToken);
  if (
    !found ||
    found.account.claimedBy !== null ||
    found.account.pseudoId !== r.pseudoId ||
    found.account.origin !== r.origin ||
    found.issuedAt.getTime() <= now.getTime() - ANONYMOUS_RENEWAL_MS
  )
    return null;
  const previous = hashToken(r.previousToken);
  await db.delete(sessions).where(eq(sessions.tokenHash, previous));
  sessionCacheOf(db).forgetToken(previous);
  return found.account.userId;
}

/** A fresh short-lived token for the page's anonymous account (created when needed). */
export async function startAnonymousSession(
  db: Db,
  r: AnonymousRequest,
  now: Date,
): Promise<AnonymousSession> {
  return db.transaction(async (tx) => {
    let userId = await renewableAccount(tx, r, now);
    if (!userId) {
      const [user] = await tx
        .insert(users)
        .values({ lang: r.lang, createdAt: now, lastLogin: now })
        .returning({ id: users.id });
      userId = user!.id;
      await tx
        .insert(embedAnonymousUsers)
        .values({ userId, pseudoId: r.pseudoId, origin: r.origin, createdAt: now });
    }
    const token = newToken();
    const expiresAt = new Date(now.getTime() + ANONYMOUS_SESSION_MS);
    await tx
      .insert(sessions)
      .values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
    await tx.update(users).set({ lastLogin: now }).where(eq(users.id, userId));
    return { token, userId, expiresAt };
  });
}

/** Whether the user is an anonymous embed account not yet claimed. */
export async function isAnonymous(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: embedAnonymousUsers.userId })
    .from(embedAnonymousUsers)
    .where(and(eq(embedAnonymousUsers.userId, userId), isNull(embedAnonymousUsers.claimedBy)));
  return rows.length > 0;
}
