/**
 * Seeds the learnalytics classes (`<content>/learnalytics/classes.json`): each owner is a demo
 * account (demo-accounts.ts), created if new, given its role (teacher or partner) and its name;
 * each class is upserted by its code. Students' links are never touched.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { LearnalyticsClasses } from '@web-ed/schemas';
import type { Db } from '../db/client';
import { laClasses, userRoles } from '../db/schema';
import { demoAccount } from './demo-accounts';
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
    const ownerId = await demoAccount(db, c.owner, now);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
      await tx
        .insert(userRoles)
        .values({ userId: ownerId, role: c.owner.role })
        .onConflictDoNothing();
      await tx
        .insert(laClasses)
        .values({ code: c.code, name: c.name, ownerId, createdAt: now })
        .onConflictDoUpdate({ target: laClasses.code, set: { name: c.name, ownerId } });
    });
  }
  return { ok: true, classes: classes.length };
}
