/**
 * Posts, comments, likes and images (community-service, auth; reads scoped: a private
 * community's posts to its members, a hidden post to its author and the moderators):
 * - GET  community/get-posts ?community_id&before: the feed, newest first, FEED_PAGE a page.
 * - POST community/upload-image (raw image/png or image/jpeg body, at most UPLOAD_MAX_BYTES):
 *   sniffed and checked (uploads/image-check.ts), stored under DATA_DIR; answers its id.
 * - GET  community/media/:file: a stored image (public, unguessable name).
 * - POST community/create-post {community_id, text, image?}: members only, banned words refused
 *   (422 banned_word, message code 2), 10 a minute.
 * - GET  community/get-comments ?post_id; POST community/comment {post_id, text} (members,
 *   banned words refused, 20 a minute; notifies the post's author: community_reply).
 * - POST community/like {post_id, like}: members, idempotent.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import { UPLOAD_MAX_BYTES } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import { communityComments, communityLikes, communityPosts, users } from '../../db/schema';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { notify } from '../../notifications/notify';
import { checkImage } from '../../uploads/image-check';
import { checkUserText, COMMENT_MAX, POST_MAX } from '../../community/user-text';
import {
  FEED_PAGE,
  idParam,
  MEDIA_FOLDER,
  notFound,
  postViews,
  publishFeed,
  requirePost,
  requireRole,
  SECURITY,
  TAGS,
  textError,
} from './common';
import { MEDIA_CSP } from '../../http/security-headers';
import { answerSchema, nonJsonAnswer } from '../../http/response-schemas';
import { perStudent } from '../../http/rate-limits';

const IMAGE_ID = /^[a-f0-9]{32}\.(png|jpg)$/;

export default async function postRoutes(app: FastifyInstance): Promise<void> {
  const mediaDir = join(app.config.dataDir, MEDIA_FOLDER);
  app.addContentTypeParser(
    ['image/png', 'image/jpeg', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_req, body, next) => next(null, body),
  );

  app.get<{ Querystring: { community_id: number; before?: number } }>(
    '/community/get-posts',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "A community's feed, newest first (before: a post id, for the next page).",
        security: SECURITY,
        querystring: {
          type: 'object',
          required: ['community_id'],
          additionalProperties: false,
          properties: { community_id: idParam, before: idParam },
        },
        response: answerSchema('community-service/community/get-posts'),
      },
    },
    async (req, reply) => {
      const u = userOf(req);
      const { community, role } = await requireRole(app.db, req.query.community_id, u.id, 'read');
      const moderator = role === 'owner' || role === 'moderator';
      const rows = await app.db
        .select()
        .from(communityPosts)
        .where(
          and(
            eq(communityPosts.communityId, community.id),
            req.query.before ? lt(communityPosts.id, req.query.before) : undefined,
            moderator
              ? undefined
              : or(eq(communityPosts.status, 'visible'), eq(communityPosts.authorId, u.id)),
          ),
        )
        .orderBy(desc(communityPosts.id))
        .limit(FEED_PAGE + 1);
      reply.header('cache-control', 'no-store');
      return done({
        community_id: community.id,
        role,
        posts: await postViews(app.db, rows.slice(0, FEED_PAGE), u.id),
        has_more: rows.length > FEED_PAGE,
      });
    },
  );

  app.post(
    '/community/upload-image',
    {
      config: { auth: true, rateLimit: perStudent(10) },
      schema: {
        tags: TAGS,
        summary: 'Uploads one post image (PNG or JPEG bytes, compressed on the device first).',
        security: SECURITY,
        response: answerSchema('community-service/community/upload-image'),
      },
    },
    async (req) => {
      userOf(req);
      const body = req.body;
      if (!Buffer.isBuffer(body))
        throw new ApiError(
          415,
          'unsupported_type',
          'Send the image bytes as image/png or image/jpeg',
          MESSAGE_CODE.validation,
        );
      const check = await checkImage(body);
      if (!check.ok) {
        const [status, error, message] =
          check.reason === 'type'
            ? [415, 'unsupported_type', 'Only PNG and JPEG images are accepted']
            : check.reason === 'size'
              ? [413, 'too_large', 'The image is larger than 1 MB']
              : [413, 'too_large', 'The image is larger than 1024 px'];
        throw new ApiError(status, error, message, MESSAGE_CODE.validation);
      }
      const file = `${randomBytes(16).toString('hex')}.${check.ext}`;
      await mkdir(mediaDir, { recursive: true });
      await writeFile(join(mediaDir, file), body);
      return done({ image: file, width: check.width, height: check.height });
    },
  );

  app.get<{ Params: { file: string } }>(
    '/community/media/:file',
    {
      schema: {
        tags: TAGS,
        summary: "A post's image, by its unguessable name.",
        response: nonJsonAnswer(['image/png', 'image/jpeg'], 'The image.'),
      },
    },
    async (req, reply) => {
      const { file } = req.params;
      if (!IMAGE_ID.test(file)) throw notFound('image');
      const body = await readFile(join(mediaDir, file)).catch(() => null);
      if (!body) throw notFound('image');
      return reply
        .type(file.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', MEDIA_CSP)
        .send(body);
    },
  );

  app.post<{ Body: { community_id: number; text: string; image?: string } }>(
    '/community/create-post',
    {
      config: { auth: true, rateLimit: perStudent(10) },
      schema: {
        tags: TAGS,
        summary: 'Writes a post (text and at most one uploaded image); members only.',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['community_id', 'text'],
          additionalProperties: false,
          properties: {
            community_id: idParam,
            text: { type: 'string', maxLength: POST_MAX * 4 },
            image: { type: 'string', pattern: IMAGE_ID.source },
          },
        },
        response: answerSchema('community-service/community/create-post'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const { community } = await requireRole(app.db, req.body.community_id, u.id, 'post');
      const check = checkUserText(req.body.text, POST_MAX);
      if (!check.ok) throw textError(check);
      const image = req.body.image ?? null;
      if (
        image &&
        !(await readFile(join(mediaDir, image)).then(
          () => true,
          () => false,
        ))
      )
        throw notFound('image');
      const [post] = await app.db
        .insert(communityPosts)
        .values({
          communityId: community.id,
          authorId: u.id,
          body: check.text,
          image,
          createdAt: app.now(),
        })
        .returning();
      await publishFeed(app, community.id, { type: 'post', post_id: post!.id });
      const [view] = await postViews(app.db, [post!], u.id);
      return done(view);
    },
  );

  app.get<{ Querystring: { post_id: number } }>(
    '/community/get-comments',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary: "A post's comments, oldest first.",
        security: SECURITY,
        querystring: {
          type: 'object',
          required: ['post_id'],
          additionalProperties: false,
          properties: { post_id: idParam },
        },
        response: answerSchema('community-service/community/get-comments'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const { post } = await requirePost(app.db, req.query.post_id, u.id, 'read');
      const rows = await app.db
        .select({ c: communityComments, name: users.name })
        .from(communityComments)
        .innerJoin(users, eq(users.id, communityComments.authorId))
        .where(eq(communityComments.postId, post.id))
        .orderBy(asc(communityComments.id))
        .limit(200);
      return done({
        post_id: post.id,
        comments: rows.map((r) => ({
          id: r.c.id,
          author: { id: r.c.authorId, name: r.name ?? '' },
          text: r.c.body,
          created_at: r.c.createdAt.toISOString(),
          mine: r.c.authorId === u.id,
        })),
      });
    },
  );

  app.post<{ Body: { post_id: number; text: string } }>(
    '/community/comment',
    {
      config: { auth: true, rateLimit: perStudent(20) },
      schema: {
        tags: TAGS,
        summary: 'Replies to a post; members only.',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['post_id', 'text'],
          additionalProperties: false,
          properties: { post_id: idParam, text: { type: 'string', maxLength: COMMENT_MAX * 4 } },
        },
        response: answerSchema('community-service/community/comment'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const { post } = await requirePost(app.db, req.body.post_id, u.id, 'comment');
      const check = checkUserText(req.body.text, COMMENT_MAX);
      if (!check.ok) throw textError(check);
      const comment = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(communityComments)
          .values({ postId: post.id, authorId: u.id, body: check.text, createdAt: app.now() })
          .returning();
        await tx
          .update(communityPosts)
          .set({ commentCount: sql`${communityPosts.commentCount} + 1` })
          .where(eq(communityPosts.id, post.id));
        return row!;
      });
      await publishFeed(app, post.communityId, { type: 'comment', post_id: post.id });
      if (post.authorId !== u.id) {
        const excerpt = [...post.body].slice(0, 40).join('');
        await notify(
          app,
          post.authorId,
          'community_reply',
          { name: u.name ?? '', post: excerpt },
          { link: `/community/current/?id=${post.communityId}&post=${post.id}` },
        ).catch((e: unknown) => app.log.warn({ err: e }, 'community reply notification failed'));
      }
      return done({
        id: comment.id,
        author: { id: u.id, name: u.name ?? '' },
        text: comment.body,
        created_at: comment.createdAt.toISOString(),
        mine: true,
      });
    },
  );

  app.post<{ Body: { post_id: number; like: boolean } }>(
    '/community/like',
    {
      config: { auth: true, rateLimit: perStudent(60) },
      schema: {
        tags: TAGS,
        summary: 'Likes or unlikes a post; members only.',
        security: SECURITY,
        body: {
          type: 'object',
          required: ['post_id', 'like'],
          additionalProperties: false,
          properties: { post_id: idParam, like: { type: 'boolean' } },
        },
        response: answerSchema('community-service/community/like'),
      },
    },
    async (req) => {
      const u = userOf(req);
      const { post } = await requirePost(app.db, req.body.post_id, u.id, 'like');
      const count = await app.db.transaction(async (tx) => {
        const changed = req.body.like
          ? await tx
              .insert(communityLikes)
              .values({ postId: post.id, userId: u.id })
              .onConflictDoNothing()
              .returning()
          : await tx
              .delete(communityLikes)
              .where(and(eq(communityLikes.postId, post.id), eq(communityLikes.userId, u.id)))
              .returning();
        const delta = changed.length === 0 ? 0 : req.body.like ? 1 : -1;
        const [row] = await tx
          .update(communityPosts)
          .set({ likeCount: sql`${communityPosts.likeCount} + ${delta}` })
          .where(eq(communityPosts.id, post.id))
          .returning({ n: communityPosts.likeCount });
        return row!.n;
      });
      await publishFeed(app, post.communityId, { type: 'like', post_id: post.id });
      return done({ post_id: post.id, liked: req.body.like, like_count: count });
    },
  );
}
