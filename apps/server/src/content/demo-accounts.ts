/**
 * The demo accounts of the seeded content: the owners and moderators of the demo communities and
 * the teacher and partner of the demo classes (content-fixtures). They hold roles, so they are not
 * local sign-in identities: their identity has the issuer `demo`, which the local sign-in never
 * creates (nobody can take a name before the content claims it), and the local sign-in opens them
 * only where config.demoSignIn allows (a server that answers its own machine only, or
 * LOCAL_SIGN_IN=demo; docs/decisions.md).
 */
import { and, eq, sql } from 'drizzle-orm';
import { findOrCreateUser, LOCAL_ISSUER } from '../auth/accounts';
import type { Db } from '../db/client';
import { sessions, userIdentities, users } from '../db/schema';
import { forgetSessionsOf } from '../http/session-cache';

export const DEMO_ISSUER = 'demo';

/** The content's spelling of a demo identity, as its subject: trimmed and lower-cased. */
export const demoSubject = (identity: string) => identity.trim().toLowerCase();

/** The demo account `person.identity` (created if new), named `person.name`; its user id. */
export async function demoAccount(
  db: Db,
  person: { identity: string; name: string },
  now: Date,
): Promise<string> {
  const subject = demoSubject(person.identity);
  // Seeded by earlier versions as a local sign-in identity: the seed made that account and gave
  // it its roles, so it becomes the demo account (once). Whoever signed in to it by typing the
  // name (anyone could, also before the content named it) is signed out.
  const moved = await db
    .update(userIdentities)
    .set({ issuer: DEMO_ISSUER })
    .where(
      and(
        eq(userIdentities.issuer, LOCAL_ISSUER),
        eq(userIdentities.subject, subject),
        sql`not exists (select 1 from ${userIdentities} d
                        where d.issuer = ${DEMO_ISSUER} and d.subject = ${subject})`,
      ),
    )
    .returning({ userId: userIdentities.userId });
  for (const { userId } of moved) {
    await db.delete(sessions).where(eq(sessions.userId, userId));
    forgetSessionsOf(db, userId);
  }
  const { user } = await findOrCreateUser(
    db,
    { issuer: DEMO_ISSUER, subject, email: subject.includes('@') ? subject : null },
    now,
  );
  await db
    .update(users)
    .set({ name: person.name, shouldRegister: false })
    .where(eq(users.id, user.id));
  forgetSessionsOf(db, user.id);
  return user.id;
}
