/**
 * Communities (community-service, auth):
 * - GET  community/overview: counts, my communities (first 3), suggestions (public, not joined),
 *   community_in_app_popup.
 * - GET  community/explore ?q&school&course&region&page: public communities, searched by name and
 *   filtered by school, course and region (case-insensitive "contains"), with `joined`.
 * - GET  community/mine: the communities I joined, with my role.
 * - GET  community/get-community ?id: one community and my role (private: members only).
 * - POST community/join {community_id}: joins a public community as member (idempotent).
 * - POST community/leave {community_id}: leaves (an owner cannot: hand over first).
 * - POST community/set-role {community_id, user_id, role: moderator|member}: owner only.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, ilike, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import { userOf } from '../../http/auth';
import { communities, communityMembers, userPreferences } from '../../db/schema';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { type Community, idParam, notFound, requireRole, roleIn, SECURITY, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';
import { perStudent } from '../../http/rate-limits';

const EXPLORE_PAGE = 20;

function view(c: Community, role: string | null, members: number) {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    school: c.school,
    course: c.course,
    region: c.region,
    visibility: c.visibility,
    member_count: members,
    role,
    joined: role !== null,
  };
}

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export default async function communityRoutes(app: FastifyInstance): Promise<void> {
  const memberCounts = async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await app.db
      .select({ id: communityMembers.communityId, n: count() })
      .from(communityMembers)
      .where(inArray(communityMembers.communityId, ids))
      .groupBy(communityMembers.communityId);
    return new Map(rows.map((r) => [r.id, r.n]));
  };
  const mine = async (userId: string) => {
    const rows = await app.db
      .select({ c: communities, role: communityMembers.role })
      .from(communityMembers)
      .innerJoin(communities, eq(communities.id, communityMembers.communityId))
      .where(eq(communityMembers.userId, userId))
      .orderBy(asc(communities.name));
    const counts = await memberCounts(rows.map((r) => r.c.id));
    return rows.map((r) => view(r.c, r.role, counts.get(r.c.id) ?? 0));
  };

  app.get(
    '/community/overview',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'My communities, suggestions and the popup preference.',
        security: SECURITY,
        response: answerSchema('community-service/community/overview'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const joined = await mine(u.id);
      const joinedIds = joined.map((c) => c.id);
      const suggested = await app.db
        .select()
        .from(communities)
        .where(
          and(
            eq(communities.visibility, 'public'),
            joinedIds.length > 0 ? notInArray(communities.id, joinedIds) : undefined,
          ),
        )
        .orderBy(asc(communities.name))
        .limit(5);
      const counts = await memberCounts(suggested.map((c) => c.id));
      const [pref] = await app.db
        .select({ popup: userPreferences.communityInAppPopup })
        .from(userPreferences)
        .where(eq(userPreferences.userId, u.id));
      return done({
        joined_count: joined.length,
        mine: joined.slice(0, 3),
        suggested: suggested.map((c) => view(c, null, counts.get(c.id) ?? 0)),
        community_in_app_popup: pref?.popup ?? true,
      });
    },
  );

  app.get<{
    Querystring: { q?: string; school?: string; course?: string; region?: string; page?: number };
  }>(
    '/community/explore',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'Search public communities by name, school, course and region.',
        security: SECURITY,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            q: { type: 'string', maxLength: 80 },
            school: { type: 'string', maxLength: 120 },
            course: { type: 'string', maxLength: 120 },
            region: { type: 'string', maxLength: 120 },
            page: { type: 'integer', minimum: 0, maximum: 1000, default: 0 },
          },
        },
        response: answerSchema('community-service/community/explore'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const { q, school, course, region, page = 0 } = req.query;
      const filters: (SQL | undefined)[] = [eq(communities.visibility, 'public')];
      if (q?.trim())
        filters.push(
          or(
            ilike(communities.name, escapeLike(q.trim())),
            ilike(communities.description, escapeLike(q.trim())),
          ),
        );
      if (school?.trim()) filters.push(ilike(communities.school, escapeLike(school.trim())));
      if (course?.trim()) filters.push(ilike(communities.course, escapeLike(course.trim())));
      if (region?.trim()) filters.push(ilike(communities.region, escapeLike(region.trim())));
      const rows = await app.db
        .select()
        .from(communities)
        .where(and(...filters))
        .orderBy(asc(communities.name), asc(communities.id))
        .limit(EXPLORE_PAGE + 1)
        .offset(page * EXPLORE_PAGE);
      const list = rows.slice(0, EXPLORE_PAGE);
      const counts = await memberCounts(list.map((c) => c.id));
      const roles = await app.db
        .select({ id: communityMembers.communityId, role: communityMembers.role })
        .from(communityMembers)
        .where(
          and(
            eq(communityMembers.userId, u.id),
            list.length > 0
              ? inArray(
                  communityMembers.communityId,
                  list.map((c) => c.id),
                )
              : undefined,
          ),
        );
      const roleOf = new Map(roles.map((r) => [r.id, r.role]));
      return done({
        communities: list.map((c) => view(c, roleOf.get(c.id) ?? null, counts.get(c.id) ?? 0)),
        page,
        has_more: rows.length > EXPLORE_PAGE,
      });
    },
  );

  app.get(
    '/community/mine',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'The communities I joined.',
        security: SECURITY,
        response: answerSchema('community-service/community/mine'),
      },
    },
    async (req) => done({ communities: await mine(userOf(req).id) }),
  );

  app.get<{ Querystring: { id: number } }>(
    '/community/get-community',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'One community and my role (a private one: members only).',
        security: SECURITY,
        querystring: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: idParam },
        },
        response: answerSchema('community-service/community/get-community'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const { community, role } = await requireRole(app.db, req.query.id, u.id, 'read');
      const counts = await memberCounts([community.id]);
      return done(view(community, role, counts.get(community.id) ?? 0));
    },
  );

  const communityBody = {
    type: 'object',
    required: ['community_id'],
    additionalProperties: false,
    properties: { community_id: idParam },
  } as const;

  app.post<{ Body: { community_id: number } }>(
    '/community/join',
    {
      config: { auth: true, rateLimit: perStudent(30) },
      schema: {
        tags: TAGS,
        summary: 'Joins a public community.',
        security: SECURITY,
        body: communityBody,
        response: answerSchema('community-service/community/join'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const [community] = await app.db
        .select()
        .from(communities)
        .where(eq(communities.id, req.body.community_id));
      const existing = community ? await roleIn(app.db, community.id, u.id) : null;
      if (!community || (community.visibility !== 'public' && existing === null)) throw notFound();
      await app.db
        .insert(communityMembers)
        .values({ communityId: community.id, userId: u.id, role: 'member', joinedAt: app.now() })
        .onConflictDoNothing();
      const counts = await memberCounts([community.id]);
      return done(view(community, existing ?? 'member', counts.get(community.id) ?? 0));
    },
  );

  app.post<{ Body: { community_id: number } }>(
    '/community/leave',
    {
      config: { auth: true, rateLimit: perStudent(30) },
      schema: {
        tags: TAGS,
        summary: 'Leaves a community (not its owner).',
        security: SECURITY,
        body: communityBody,
        response: answerSchema('community-service/community/leave'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const { community, role } = await requireRole(app.db, req.body.community_id, u.id, 'read');
      if (role === null) return done({ community_id: community.id, left: false });
      await requireRole(app.db, community.id, u.id, 'leave');
      await app.db
        .delete(communityMembers)
        .where(
          and(eq(communityMembers.communityId, community.id), eq(communityMembers.userId, u.id)),
        );
      return done({ community_id: community.id, left: true });
    },
  );

  app.post<{ Body: { community_id: number; user_id: string; role: 'moderator' | 'member' } }>(
    '/community/set-role',
    {
      config: { auth: true, rateLimit: perStudent(30) },
      schema: {
        tags: TAGS,
        summary: 'Makes a member a moderator or a member again (the owner only).',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['community_id', 'user_id', 'role'],
          additionalProperties: false,
          properties: {
            community_id: idParam,
            user_id: { type: 'string', format: 'uuid' },
            role: { enum: ['moderator', 'member'] },
          },
        },
        response: answerSchema('community-service/community/set-role'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const { community } = await requireRole(app.db, req.body.community_id, u.id, 'set_role');
      const target = await roleIn(app.db, community.id, req.body.user_id);
      if (target === null) throw notFound('member');
      if (target === 'owner')
        throw new ApiError(
          409,
          'owner_role',
          'The owner keeps the owner role',
          MESSAGE_CODE.conflict,
        );
      await app.db
        .update(communityMembers)
        .set({ role: req.body.role })
        .where(
          and(
            eq(communityMembers.communityId, community.id),
            eq(communityMembers.userId, req.body.user_id),
          ),
        );
      return done({ community_id: community.id, user_id: req.body.user_id, role: req.body.role });
    },
  );
}
