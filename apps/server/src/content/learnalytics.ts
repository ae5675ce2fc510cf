/**
 * Seeds the learnalytics classes (`<content>/learnalytics/classes.json`): each owner is a local
 * sign-in identity, created if new, given its role (teacher or partner) and its name; each class
 * is upserted by its code. Students' links are never touched.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { LearnalyticsClasses } from '@web-ed/schemas';
import { findOrCreateUser, LOCAL_ISSUER } from '../auth/accounts';
import type { Db } from '../db/client';
import { laClasses, userRoles, users } from '../db/schema';
import { schemaProblems } from './schema-check';

const SCHEMA = 'https://web-ed.app/schemas/learnalytics-classes.schema.json';
const LOCK = 727_009;

export type ClassSeed = { ok: true; classes: number } | { ok: false; reason: string };

export async function seedClasses(db: Db, dir: string, now: Date): Promise<ClassSeed> {
  const file = join(dir, 'learnalytics', 'classes.json');
  if (!existsSync(file)) return { ok: true, classes: 0 };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return { ok: false, reason: `learnalytics/classes.json: ${(e as Error).message}` };
  }
  const problems = schemaProblems(SCHEMA, data);
  if (problems) return { ok: false, reason: `learnalytics/classes.json: ${problems}` };
  const { classes } = data as LearnalyticsClasses;
  const codes = classes.map((c) => c.code);
  const twice = codes.find((c, i) => codes.indexOf(c) !== i);
  if (twice) return { ok: false, reason: `learnalytics: code ${twice} is listed twice` };
  for (const c of classes) {
    const subject = c.owner.identity.trim().toLowerCase();
    const email = subject.includes('@') ? subject : null;
    const { user } = await findOrCreateUser(db, { issuer: LOCAL_ISSUER, subject, email }, now);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
      await tx
        .update(users)
        .set({ name: c.owner.name, shouldRegister: false })
        .where(eq(users.id, user.id));
      await tx
        .insert(userRoles)
        .values({ userId: user.id, role: c.owner.role })
        .onConflictDoNothing();
      await tx
        .insert(laClasses)
        .values({ code: c.code, name: c.name, ownerId: user.id, createdAt: now })
        .onConflictDoUpdate({ target: laClasses.code, set: { name: c.name, ownerId: user.id } });
    });
  }
  return { ok: true, classes: classes.length };
}
