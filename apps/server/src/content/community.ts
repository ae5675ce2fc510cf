/**
 * Seeds the demo communities (`<content>/community/communities.json`, schema
 * community-catalogue): each community is upserted by slug; its owner and moderators are demo
 * accounts (demo-accounts.ts, created if new) given their role; the welcome post is written once, by the
 * owner, when the community is first created. Members and their posts are never touched.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { CommunityCatalogue } from '@web-ed/schemas';
import type { Db } from '../db/client';
import { communities, communityMembers, communityPosts } from '../db/schema';
import { demoAccount } from './demo-accounts';
import { schemaProblems } from './schema-check';

const SCHEMA = 'https://web-ed.app/schemas/community-catalogue.schema.json';
const LOCK = 727_018;

export type CommunitySeed = { ok: true; communities: number } | { ok: false; reason: string };

export async function seedCommunities(db: Db, dir: string, now: Date): Promise<CommunitySeed> {
  const file = join(dir, 'community', 'communities.json');
  if (!existsSync(file)) return { ok: true, communities: 0 };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return { ok: false, reason: `community/communities.json: ${(e as Error).message}` };
  }
  const problems = schemaProblems(SCHEMA, data);
  if (problems) return { ok: false, reason: `community/communities.json: ${problems}` };
  const list = (data as CommunityCatalogue).communities;
  const slugs = list.map((c) => c.slug);
  const twice = slugs.find((s, i) => slugs.indexOf(s) !== i);
  if (twice) return { ok: false, reason: `community: slug ${twice} is listed twice` };
  for (const c of list) {
    const ownerId = await demoAccount(db, c.owner, now);
    const moderatorIds: string[] = [];
    for (const m of c.moderators ?? []) moderatorIds.push(await demoAccount(db, m, now));
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
      const fields = {
        name: c.name,
        description: c.description ?? '',
        school: c.school ?? '',
        course: c.course ?? '',
        region: c.region ?? '',
        visibility: c.visibility,
      };
      const [existing] = await tx
        .select({ id: communities.id })
        .from(communities)
        .where(eq(communities.slug, c.slug));
      let id: number;
      if (existing) {
        id = existing.id;
        await tx.update(communities).set(fields).where(eq(communities.id, id));
      } else {
        const [row] = await tx
          .insert(communities)
          .values({ slug: c.slug, ...fields, createdAt: now })
          .returning({ id: communities.id });
        id = row!.id;
        if (c.welcome_post) {
          await tx
            .insert(communityPosts)
            .values({ communityId: id, authorId: ownerId, body: c.welcome_post, createdAt: now });
        }
      }
      const roles: [string, string][] = [
        [ownerId, 'owner'],
        ...moderatorIds.map((m): [string, string] => [m, 'moderator']),
      ];
      for (const [userId, role] of roles) {
        await tx
          .insert(communityMembers)
          .values({ communityId: id, userId, role, joinedAt: now })
          .onConflictDoUpdate({
            target: [communityMembers.communityId, communityMembers.userId],
            set: { role },
          });
      }
    });
  }
  return { ok: true, communities: list.length };
}
