/**
 * Roles beyond student, granted by operators: teacher and partner (user_roles), the owner of a
 * learnalytics class (la_classes.owner_id, a teacher), and a community's owner or moderator
 * (community_members.role). Granting is idempotent; the server checks these on every action.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { communities, communityMembers, laClasses, userRoles, users } from '../db/schema';

export const ACCOUNT_ROLES = ['teacher', 'partner'] as const;
export const COMMUNITY_ROLES = ['owner', 'moderator'] as const;

export interface RoleRow {
  user: string;
  role: string;
  scope: string;
}

export async function listRoles(db: Db, userId?: string): Promise<RoleRow[]> {
  const account = await db
    .select({ user: users.email, id: users.id, role: userRoles.role })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(userId ? eq(userRoles.userId, userId) : undefined);
  const classes = await db
    .select({ user: users.email, code: laClasses.code })
    .from(laClasses)
    .innerJoin(users, eq(users.id, laClasses.ownerId))
    .where(userId ? eq(laClasses.ownerId, userId) : undefined);
  const community = await db
    .select({ user: users.email, role: communityMembers.role, slug: communities.slug })
    .from(communityMembers)
    .innerJoin(users, eq(users.id, communityMembers.userId))
    .innerJoin(communities, eq(communities.id, communityMembers.communityId))
    .where(userId ? eq(communityMembers.userId, userId) : undefined);
  return [
    ...account.map((r) => ({ user: r.user ?? r.id, role: r.role, scope: '-' })),
    ...classes.map((r) => ({ user: r.user ?? '', role: 'class-owner', scope: `class ${r.code}` })),
    ...community
      .filter((r) => r.role !== 'member')
      .map((r) => ({ user: r.user ?? '', role: r.role, scope: `community ${r.slug}` })),
  ];
}

export async function grantAccountRole(db: Db, userId: string, role: string): Promise<void> {
  if (!(ACCOUNT_ROLES as readonly string[]).includes(role))
    throw new Error(`role must be one of ${ACCOUNT_ROLES.join(', ')}`);
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

/** Makes the user the owner of class `code` (created if new), and a teacher. */
export async function grantClassOwner(
  db: Db,
  userId: string,
  code: string,
  name: string | null,
  now: Date,
): Promise<void> {
  const upper = code.toUpperCase();
  if (!/^[A-Z0-9]{1,10}$/.test(upper)) throw new Error('a class code is 1 to 10 letters or digits');
  await db.transaction(async (tx) => {
    await tx.insert(userRoles).values({ userId, role: 'teacher' }).onConflictDoNothing();
    await tx
      .insert(laClasses)
      .values({ code: upper, name: name ?? upper, ownerId: userId, createdAt: now })
      .onConflictDoUpdate({ target: laClasses.code, set: { ownerId: userId } });
  });
}

/** Makes the user a member of the community with this role. */
export async function grantCommunityRole(
  db: Db,
  userId: string,
  slug: string,
  role: string,
  now: Date,
): Promise<void> {
  if (!(COMMUNITY_ROLES as readonly string[]).includes(role))
    throw new Error(`community role must be one of ${COMMUNITY_ROLES.join(', ')}`);
  const [community] = await db.select().from(communities).where(eq(communities.slug, slug));
  if (!community) throw new Error(`no community "${slug}"`);
  await db
    .insert(communityMembers)
    .values({ communityId: community.id, userId, role, joinedAt: now })
    .onConflictDoUpdate({
      target: [communityMembers.communityId, communityMembers.userId],
      set: { role },
    });
}

export async function revokeRole(db: Db, userId: string, role: string, scope?: string) {
  if ((ACCOUNT_ROLES as readonly string[]).includes(role)) {
    await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
    return;
  }
  if ((COMMUNITY_ROLES as readonly string[]).includes(role) && scope) {
    const [community] = await db.select().from(communities).where(eq(communities.slug, scope));
    if (!community) throw new Error(`no community "${scope}"`);
    await db
      .update(communityMembers)
      .set({ role: 'member' })
      .where(
        and(eq(communityMembers.communityId, community.id), eq(communityMembers.userId, userId)),
      );
    return;
  }
  throw new Error('revoke: teacher, partner, or owner/moderator with --community');
}
