/**
 * Moderation (community-service, auth; roles checked on the server for every action):
 * - POST community/report {post_id, reason}: members; one report per student and post; the post
 *   is hidden once its open reports, weighed by reporter, reach the hide rule's threshold
 *   (community/hide-rule.ts); a post by the owner or a moderator only goes to the queue.
 * - POST community/moderate {post_id, action: hide|restore}: owner or moderator; hiding upholds
 *   the post's open reports, restoring (a visible post too: dismissing them) rejects them.
 * - POST community/appeal {post_id, reason}: the author of a hidden post, once per post.
 * - GET  community/my-appeals: my appeals and their state (pending, accepted, rejected).
 * - GET  community/moderation-queue ?community_id: hidden posts, visible posts with open reports,
 *   and pending appeals (moderators).
 * - POST community/decide-appeal {appeal_id, decision: accept|reject}: owner or moderator;
 *   accepting restores the post and rejects its reports, rejecting upholds them.
 * Reports are kept with their outcome (open, upheld, rejected): a reporter's history weighs their
 * later reports.
 */
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { userOf } from '../../http/auth';
import type { Db } from '../../db/client';
import {
  communities,
  communityAppeals,
  communityMembers,
  communityPosts,
  communityReports,
  users,
} from '../../db/schema';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { daysBetween, reportVerdict, type Reporter } from '../../community/hide-rule';
import { isRole, type CommunityRole } from '../../community/roles';
import { checkUserText, REASON_MAX } from '../../community/user-text';
import {
  idParam,
  notFound,
  type Post,
  postViews,
  publishFeed,
  requirePost,
  requireRole,
  SECURITY,
  TAGS,
  textError,
} from './common';
import { answerSchema } from '../../http/response-schemas';
import { perStudent } from '../../http/rate-limits';

const reasonSchema = { type: 'string', maxLength: REASON_MAX * 4 } as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The reporters of a post's open reports, as the hide rule weighs them. */
async function openReporters(tx: Tx, post: Post, now: Date): Promise<Reporter[]> {
  const rows = await tx
    .select({
      userId: communityReports.userId,
      createdAt: users.createdAt,
      joinedAt: communityMembers.joinedAt,
    })
    .from(communityReports)
    .innerJoin(users, eq(users.id, communityReports.userId))
    .leftJoin(
      communityMembers,
      and(
        eq(communityMembers.userId, communityReports.userId),
        eq(communityMembers.communityId, post.communityId),
      ),
    )
    .where(and(eq(communityReports.postId, post.id), eq(communityReports.status, 'open')));
  if (rows.length === 0) return [];
  const history = await tx
    .select({ userId: communityReports.userId, status: communityReports.status, n: count() })
    .from(communityReports)
    .where(
      and(
        inArray(
          communityReports.userId,
          rows.map((r) => r.userId),
        ),
        inArray(communityReports.status, ['upheld', 'rejected']),
      ),
    )
    .groupBy(communityReports.userId, communityReports.status);
  const decided = (userId: string, status: string) =>
    history.find((h) => h.userId === userId && h.status === status)?.n ?? 0;
  return rows.map((r) => ({
    accountDays: daysBetween(r.createdAt, now),
    memberDays: r.joinedAt ? daysBetween(r.joinedAt, now) : null,
    upheld: decided(r.userId, 'upheld'),
    rejected: decided(r.userId, 'rejected'),
  }));
}

async function authorRole(tx: Tx, post: Post): Promise<CommunityRole | null> {
  const [m] = await tx
    .select({ role: communityMembers.role })
    .from(communityMembers)
    .where(
      and(
        eq(communityMembers.communityId, post.communityId),
        eq(communityMembers.userId, post.authorId),
      ),
    );
  return m && isRole(m.role) ? m.role : null;
}

/** A moderator's decision on a post closes its open reports: the reporters' history. */
async function decideReports(
  tx: Tx,
  postId: number,
  outcome: 'upheld' | 'rejected',
  now: Date,
): Promise<void> {
  await tx
    .update(communityReports)
    .set({ status: outcome, decidedAt: now })
    .where(and(eq(communityReports.postId, postId), eq(communityReports.status, 'open')));
}

export default async function moderationRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { post_id: number; reason: string } }>(
    '/community/report',
    {
      config: { auth: true, rateLimit: perStudent(20) },
      schema: {
        tags: TAGS,
        summary: 'Reports a post; hidden after enough reports.',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['post_id', 'reason'],
          additionalProperties: false,
          properties: { post_id: idParam, reason: reasonSchema },
        },
        response: answerSchema('community-service/community/report'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const { post } = await requirePost(app.db, req.body.post_id, u.id, 'report');
      if (post.authorId === u.id)
        throw new ApiError(
          409,
          'own_post',
          'You cannot report your own post',
          MESSAGE_CODE.conflict,
        );
      const check = checkUserText(req.body.reason, REASON_MAX);
      if (!check.ok && check.reason !== 'banned_word') throw textError(check);
      const reason = check.ok ? check.text : '(withheld)';
      const after = await app.db.transaction(async (tx) => {
        const [added] = await tx
          .insert(communityReports)
          .values({ postId: post.id, userId: u.id, reason, createdAt: app.now() })
          .onConflictDoNothing()
          .returning();
        if (!added) {
          const [p] = await tx.select().from(communityPosts).where(eq(communityPosts.id, post.id));
          return { post: p!, newlyHidden: false };
        }
        // The post's row lock first: concurrent reports are weighed one after the other, each
        // seeing the reports committed before it.
        const [p] = await tx
          .update(communityPosts)
          .set({ reportCount: sql`${communityPosts.reportCount} + 1` })
          .where(eq(communityPosts.id, post.id))
          .returning();
        if (p!.status !== 'visible') return { post: p!, newlyHidden: false };
        const { verdict } = reportVerdict(
          await openReporters(tx, p!, app.now()),
          await authorRole(tx, p!),
        );
        if (verdict === 'hide') {
          const [h] = await tx
            .update(communityPosts)
            .set({ status: 'hidden', hiddenReason: 'reports' })
            .where(eq(communityPosts.id, post.id))
            .returning();
          return { post: h!, newlyHidden: true };
        }
        return { post: p!, newlyHidden: false };
      });
      if (after.newlyHidden)
        await publishFeed(app, post.communityId, { type: 'hidden', post_id: post.id });
      return done({ post_id: post.id, reported: true, hidden: after.post.status === 'hidden' });
    },
  );

  app.post<{ Body: { post_id: number; action: 'hide' | 'restore' } }>(
    '/community/moderate',
    {
      config: { auth: true, rateLimit: perStudent(60) },
      schema: {
        tags: TAGS,
        summary: 'Hides or restores a post (owner or moderator).',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['post_id', 'action'],
          additionalProperties: false,
          properties: { post_id: idParam, action: { enum: ['hide', 'restore'] } },
        },
        response: answerSchema('community-service/community/moderate'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const { post } = await requirePost(app.db, req.body.post_id, u.id, 'moderate');
      const hide = req.body.action === 'hide';
      await app.db.transaction(async (tx) => {
        await tx
          .update(communityPosts)
          .set(
            hide
              ? { status: 'hidden', hiddenReason: 'moderator' }
              : { status: 'visible', hiddenReason: null, reportCount: 0 },
          )
          .where(eq(communityPosts.id, post.id));
        // Hiding upholds the open reports; restoring (also of a visible post) rejects them.
        await decideReports(tx, post.id, hide ? 'upheld' : 'rejected', app.now());
      });
      await publishFeed(app, post.communityId, {
        type: hide ? 'hidden' : 'restored',
        post_id: post.id,
      });
      return done({ post_id: post.id, hidden: hide });
    },
  );

  app.post<{ Body: { post_id: number; reason: string } }>(
    '/community/appeal',
    {
      config: { auth: true, rateLimit: perStudent(10) },
      schema: {
        tags: TAGS,
        summary: 'Appeals the hiding of my post (once per post).',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['post_id', 'reason'],
          additionalProperties: false,
          properties: { post_id: idParam, reason: reasonSchema },
        },
        response: answerSchema('community-service/community/appeal'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const { post } = await requirePost(app.db, req.body.post_id, u.id, 'read');
      if (post.authorId !== u.id) throw notFound('post');
      if (post.status !== 'hidden')
        throw new ApiError(409, 'not_hidden', 'The post is not hidden', MESSAGE_CODE.conflict);
      const check = checkUserText(req.body.reason, REASON_MAX);
      if (!check.ok) throw textError(check);
      const [appeal] = await app.db
        .insert(communityAppeals)
        .values({ postId: post.id, authorId: u.id, reason: check.text, createdAt: app.now() })
        .onConflictDoNothing()
        .returning();
      if (!appeal)
        throw new ApiError(
          409,
          'already_appealed',
          'This post was already appealed',
          MESSAGE_CODE.conflict,
        );
      return done({ id: appeal.id, post_id: post.id, status: appeal.status });
    },
  );

  app.get(
    '/community/my-appeals',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: 'My appeals and their state.',
        security: SECURITY,
        response: answerSchema('community-service/community/my-appeals'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const rows = await app.db
        .select({ a: communityAppeals, p: communityPosts, name: communities.name })
        .from(communityAppeals)
        .innerJoin(communityPosts, eq(communityPosts.id, communityAppeals.postId))
        .innerJoin(communities, eq(communities.id, communityPosts.communityId))
        .where(eq(communityAppeals.authorId, u.id))
        .orderBy(desc(communityAppeals.id))
        .limit(100);
      const hidden = await app.db
        .select()
        .from(communityPosts)
        .where(and(eq(communityPosts.authorId, u.id), eq(communityPosts.status, 'hidden')))
        .orderBy(desc(communityPosts.id))
        .limit(100);
      return done({
        appeals: rows.map((r) => ({
          id: r.a.id,
          post_id: r.p.id,
          community_id: r.p.communityId,
          community_name: r.name,
          post_text: r.p.body,
          reason: r.a.reason,
          status: r.a.status,
          created_at: r.a.createdAt.toISOString(),
          decided_at: r.a.decidedAt?.toISOString() ?? null,
        })),
        hidden_posts: await postViews(app.db, hidden, u.id),
      });
    },
  );

  app.get<{ Querystring: { community_id: number } }>(
    '/community/moderation-queue',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary:
          'Hidden posts, reported posts and pending appeals of a community (owner or moderator).',
        security: SECURITY,
        querystring: {
          type: 'object',
          required: ['community_id'],
          additionalProperties: false,
          properties: { community_id: idParam },
        },
        response: answerSchema('community-service/community/moderation-queue'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const { community } = await requireRole(app.db, req.query.community_id, u.id, 'moderate');
      const hidden = await app.db
        .select()
        .from(communityPosts)
        .where(
          and(eq(communityPosts.communityId, community.id), eq(communityPosts.status, 'hidden')),
        )
        .orderBy(desc(communityPosts.id))
        .limit(100);
      const reported = await app.db
        .select()
        .from(communityPosts)
        .where(
          and(
            eq(communityPosts.communityId, community.id),
            eq(communityPosts.status, 'visible'),
            gt(communityPosts.reportCount, 0),
          ),
        )
        .orderBy(desc(communityPosts.reportCount), desc(communityPosts.id))
        .limit(100);
      const appeals = await app.db
        .select({ a: communityAppeals })
        .from(communityAppeals)
        .innerJoin(communityPosts, eq(communityPosts.id, communityAppeals.postId))
        .where(
          and(eq(communityPosts.communityId, community.id), eq(communityAppeals.status, 'pending')),
        )
        .orderBy(desc(communityAppeals.id));
      const reportedViews = await postViews(app.db, reported, u.id);
      return done({
        hidden_posts: await postViews(app.db, hidden, u.id),
        reported_posts: reportedViews.map((v, i) => ({
          ...v,
          report_count: reported[i]!.reportCount,
        })),
        appeals: appeals.map(({ a }) => ({
          id: a.id,
          post_id: a.postId,
          reason: a.reason,
          status: a.status,
          created_at: a.createdAt.toISOString(),
        })),
      });
    },
  );

  app.post<{ Body: { appeal_id: number; decision: 'accept' | 'reject' } }>(
    '/community/decide-appeal',
    {
      config: { auth: true, rateLimit: perStudent(60) },
      schema: {
        tags: TAGS,
        summary: 'Accepts (restores the post) or rejects an appeal (owner or moderator).',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['appeal_id', 'decision'],
          additionalProperties: false,
          properties: { appeal_id: idParam, decision: { enum: ['accept', 'reject'] } },
        },
        response: answerSchema('community-service/community/decide-appeal'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const [appeal] = await app.db
        .select()
        .from(communityAppeals)
        .where(eq(communityAppeals.id, req.body.appeal_id));
      if (!appeal) throw notFound('appeal');
      const { post } = await requirePost(app.db, appeal.postId, u.id, 'decide_appeal');
      if (appeal.status !== 'pending')
        throw new ApiError(
          409,
          'already_decided',
          'The appeal was already decided',
          MESSAGE_CODE.conflict,
        );
      const accept = req.body.decision === 'accept';
      await app.db.transaction(async (tx) => {
        await tx
          .update(communityAppeals)
          .set({ status: accept ? 'accepted' : 'rejected', decidedBy: u.id, decidedAt: app.now() })
          .where(eq(communityAppeals.id, appeal.id));
        if (accept) {
          await tx
            .update(communityPosts)
            .set({ status: 'visible', hiddenReason: null, reportCount: 0 })
            .where(eq(communityPosts.id, post.id));
        }
        await decideReports(tx, post.id, accept ? 'rejected' : 'upheld', app.now());
      });
      if (accept) await publishFeed(app, post.communityId, { type: 'restored', post_id: post.id });
      return done({ id: appeal.id, status: accept ? 'accepted' : 'rejected' });
    },
  );
}
