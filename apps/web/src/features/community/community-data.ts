/** Community service calls and shapes (communities, posts, moderation). */
import { isApiError, unwrap, type DoneResponse } from '@web-ed/api-client';
import type {
  CommunityAppealResponse,
  CommunityCommentResponse,
  CommunityExploreResponse,
  CommunityJoinResponse,
  CommunityLeaveResponse,
  CommunityLikeResponse,
  CommunityMineResponse,
  CommunityModerateResponse,
  CommunityNewsfeedResponse,
  CommunityOverviewResponse,
  CommunityReportResponse,
  CommunitySummary,
  CreatePostResponse,
  GetCommentsResponse,
  GetCommunityResponse,
  GetPostsResponse,
  MyAppealsResponse,
  UploadImageResponse,
} from '@web-ed/schemas/api';
import { errorTextKey } from '../../lib/shell';
import { api } from '../../lib/store';

/** My role in a community (a member's). */
export type Role = NonNullable<CommunitySummary['role']>;
export type Comment = GetCommentsResponse['data']['comments'][number];
export type Newsfeed = CommunityNewsfeedResponse['data'];

const get = async <R extends DoneResponse<unknown>>(
  path: string,
  query?: Record<string, string | number | undefined>,
): Promise<R['data']> =>
  unwrap<R['data']>(await api.get<R>('community', `community/${path}`, { query }));
const post = async <R extends DoneResponse<unknown>>(
  path: string,
  body: object,
): Promise<R['data']> =>
  unwrap<R['data']>(await api.post<R>('community', `community/${path}`, body, { retries: 0 }));

export const fetchOverview = () => get<CommunityOverviewResponse>('overview');

export const exploreCommunities = (q: {
  q?: string;
  school?: string;
  course?: string;
  region?: string;
}) => get<CommunityExploreResponse>('explore', q);

export const fetchMine = () => get<CommunityMineResponse>('mine');
export const fetchCommunity = (id: number) => get<GetCommunityResponse>('get-community', { id });
export const joinCommunity = (id: number) =>
  post<CommunityJoinResponse>('join', { community_id: id });
export const leaveCommunity = (id: number) =>
  post<CommunityLeaveResponse>('leave', { community_id: id });

export const fetchPosts = (communityId: number, before?: number) =>
  get<GetPostsResponse>('get-posts', { community_id: communityId, before });

export async function uploadImage(image: Blob): Promise<string> {
  const data = unwrap(
    await api.post<UploadImageResponse>('community', 'community/upload-image', image, {
      retries: 0,
      headers: { 'content-type': image.type || 'image/jpeg' },
    }),
  );
  return data.image;
}

export const createPost = (communityId: number, text: string, image?: string) =>
  post<CreatePostResponse>('create-post', {
    community_id: communityId,
    text,
    ...(image ? { image } : {}),
  });
export const fetchComments = (postId: number) =>
  get<GetCommentsResponse>('get-comments', { post_id: postId });
export const addComment = (postId: number, text: string) =>
  post<CommunityCommentResponse>('comment', { post_id: postId, text });
export const likePost = (postId: number, like: boolean) =>
  post<CommunityLikeResponse>('like', { post_id: postId, like });
export const reportPost = (postId: number, reason: string) =>
  post<CommunityReportResponse>('report', { post_id: postId, reason });
export const moderatePost = (postId: number, action: 'hide' | 'restore') =>
  post<CommunityModerateResponse>('moderate', { post_id: postId, action });
export const appealPost = (postId: number, reason: string) =>
  post<CommunityAppealResponse>('appeal', { post_id: postId, reason });
export const fetchMyAppeals = () => get<MyAppealsResponse>('my-appeals');

/** The i18n key of a failed community call: our refusals by their error key, else the shell's. */
export function communityErrorKey(error: unknown): string | null {
  if (isApiError(error)) {
    const known: Record<string, string> = {
      banned_word: 'community:errBannedWord',
      empty_text: 'community:errEmpty',
      text_too_long: 'community:errTooLong',
      unsupported_type: 'community:errImageType',
      too_large: 'community:errImageSize',
      already_appealed: 'community:errAlreadyAppealed',
      own_post: 'community:errOwnPost',
      forbidden: 'community:errForbidden',
    };
    const key = known[error.error];
    if (key) return key;
  }
  return errorTextKey(error);
}

export const fetchNewsfeed = (lang: string, before?: string) =>
  get<CommunityNewsfeedResponse>('newsfeed', {
    lang: ['en', 'id', 'th', 'hi', 'ms'].includes(lang) ? lang : 'en',
    before,
  });
