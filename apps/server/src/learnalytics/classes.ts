/** Classes and links of the learnalytics routes: lookups scoped to the student or the owner. */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { laClasses, laClassMembers, userRoles, users } from '../db/schema';

/** At most this many classes per student. */
export const MAX_CODES_PER_STUDENT = 5;

export async function classByCode(db: Db, code: string) {
  const [row] = await db.select().from(laClasses).where(eq(laClasses.code, code));
  return row ?? null;
}

export async function linkedClasses(db: Db, userId: string) {
  return db
    .select({
      code: laClasses.code,
      class_name: laClasses.name,
      owner_name: users.name,
      linkedAt: laClassMembers.linkedAt,
    })
    .from(laClassMembers)
    .innerJoin(laClasses, eq(laClasses.code, laClassMembers.code))
    .innerJoin(users, eq(users.id, laClasses.ownerId))
    .where(eq(laClassMembers.userId, userId))
    .orderBy(laClassMembers.linkedAt);
}

export async function ownedClasses(db: Db, userId: string) {
  const classes = await db
    .select({ code: laClasses.code, name: laClasses.name })
    .from(laClasses)
    .where(eq(laClasses.ownerId, userId))
    .orderBy(laClasses.code);
  if (classes.length === 0) return [];
  const counts = await db
    .select({ code: laClassMembers.code, n: count() })
    .from(laClassMembers)
    .where(
      inArray(
        laClassMembers.code,
        classes.map((c) => c.code),
      ),
    )
    .groupBy(laClassMembers.code);
  const byCode = new Map(counts.map((c) => [c.code, c.n]));
  return classes.map((c) => ({ ...c, student_count: byCode.get(c.code) ?? 0 }));
}

export async function rolesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

export async function isLinked(db: Db, userId: string, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: laClassMembers.code })
    .from(laClassMembers)
    .where(and(eq(laClassMembers.userId, userId), eq(laClassMembers.code, code)));
  return rows.length > 0;
}
