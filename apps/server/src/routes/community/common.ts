/** Shared by the community routes: membership and role checks, post views, live channels. */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  communities,
  communityAppeals,
  communityLikes,
  communityMembers,
  communityPosts,
  users,
} from '../../db/schema';
import { ApiError, MESSAGE_CODE } from '../../http/envelope';
import { liveBus } from '../../live/live';
import { isRole, may, type CommunityAction, type CommunityRole } from '../../community/roles';
import type { TextCheck } from '../../community/user-text';

export const TAGS = ['community'];
export const SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { token: [] }];
/** Posts per page of a feed. */
export const FEED_PAGE = 20;
/** Where uploaded community images are stored, under DATA_DIR. */
export const MEDIA_FOLDER = 'community-media';
/** The public URL of a stored image. */
export const mediaUrl = (file: string) => `/community-service/api/community/media/${file}`;

export type Community = typeof communities.$inferSelect;
export type Post = typeof communityPosts.$inferSelect;

export const notFound = (what = 'community') =>
  new ApiError(404, `${what}_not_found`, `No such ${what}`, MESSAGE_CODE.notFound);

export const forbidden = (action: string) =>
  new ApiError(403, 'forbidden', `Your role does not allow: ${action}`, MESSAGE_CODE.generic);

/** The error of a refused text: a banned word is message code 2, the rest validation (3). */
export function textError(check: Exclude<TextCheck, { ok: true }>): ApiError {
  if (check.reason === 'banned_word')
    return new ApiError(
      422,
      'banned_word',
      'The text contains a word that is not allowed in the community',
      MESSAGE_CODE.name,
    );
  return new ApiError(
    400,
    check.reason === 'empty' ? 'empty_text' : 'text_too_long',
    check.reason === 'empty' ? 'The text is empty' : 'The text is too long',
    MESSAGE_CODE.validation,
  );
}

export async function roleIn(
  db: Db,
  communityId: number,
  userId: string,
): Promise<CommunityRole | null> {
  const [m] = await db
    .select({ role: communityMembers.role })
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)));
  return m && isRole(m.role) ? m.role : null;
}

/**
 * The community and the student's role in it, after checking the role allows `action`. A private
 * community is "not found" to a non-member (its existence is not revealed).
 */
export async function requireRole(
  db: Db,
  communityId: number,
  userId: string,
  action: CommunityAction,
): Promise<{ community: Community; role: CommunityRole | null }> {
  const [community] = await db.select().from(communities).where(eq(communities.id, communityId));
  if (!community) throw notFound();
  const role = await roleIn(db, communityId, userId);
  const visibility = community.visibility === 'private' ? 'private' : 'public';
  if (role === null && visibility === 'private') throw notFound();
  if (!may(role, action, visibility)) throw forbidden(action);
  return { community, role };
}

/** The post with its community and the student's role there, checked for `action`. */
export async function requirePost(
  db: Db,
  postId: number,
  userId: string,
  action: CommunityAction,
): Promise<{ post: Post; community: Community; role: CommunityRole | null }> {
  const [post] = await db.select().from(communityPosts).where(eq(communityPosts.id, postId));
  if (!post) throw notFound('post');
  const { community, role } = await requireRole(db, post.communityId, userId, 'read');
  const moderator = role === 'owner' || role === 'moderator';
  const visibility = community.visibility === 'private' ? 'private' : 'public';
  if (!may(role, action, visibility)) throw forbidden(action);
  // A hidden post exists only for its author and the moderators.
  if (post.status === 'hidden' && !moderator && post.authorId !== userId) throw notFound('post');
  return { post, community, role };
}

export interface PostView {
  id: number;
  community_id: number;
  author: { id: string; name: string };
  text: string;
  image_url: string | null;
  created_at: string;
  like_count: number;
  comment_count: number;
  liked: boolean;
  mine: boolean;
  hidden: boolean;
  hidden_reason: string | null;
  appeal_status: string | null;
}

export async function postViews(db: Db, rows: Post[], viewerId: string): Promise<PostView[]> {
  if (rows.length === 0) return [];
  const out: PostView[] = [];
  for (const p of rows) {
    const [author] = await db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, p.authorId));
    const [like] = await db
      .select({ postId: communityLikes.postId })
      .from(communityLikes)
      .where(and(eq(communityLikes.postId, p.id), eq(communityLikes.userId, viewerId)));
    const [appeal] =
      p.status === 'hidden' || p.authorId === viewerId
        ? await db
            .select({ status: communityAppeals.status })
            .from(communityAppeals)
            .where(eq(communityAppeals.postId, p.id))
        : [];
    out.push({
      id: p.id,
      community_id: p.communityId,
      author: { id: p.authorId, name: author?.name ?? '' },
      text: p.body,
      image_url: p.image ? mediaUrl(p.image) : null,
      created_at: p.createdAt.toISOString(),
      like_count: p.likeCount,
      comment_count: p.commentCount,
      liked: like !== undefined,
      mine: p.authorId === viewerId,
      hidden: p.status === 'hidden',
      hidden_reason: p.hiddenReason,
      appeal_status: appeal?.status ?? null,
    });
  }
  return out;
}

/** What a community's feed stream carries: which post changed and how (clients re-read it). */
export interface FeedEvent {
  type: 'post' | 'comment' | 'like' | 'hidden' | 'restored';
  post_id: number;
}

export async function publishFeed(
  app: FastifyInstance,
  communityId: number,
  event: FeedEvent,
): Promise<void> {
  await liveBus(app)
    .publish(`community:${communityId}`, event)
    .catch((e: unknown) => app.log.warn({ err: e }, 'live publish failed'));
}

export const idParam = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
