/** Community service calls and shapes (communities, posts, moderation). */
import { isApiError, unwrap, type DoneResponse } from '@web-ed/api-client';
import { errorTextKey } from '../../lib/shell';
import { api } from '../../lib/store';

export type Role = 'owner' | 'moderator' | 'member';

export interface CommunitySummary {
  id: number;
  slug: string;
  name: string;
  description: string;
  school: string;
  course: string;
  region: string;
  visibility: 'public' | 'private';
  member_count: number;
  role: Role | null;
  joined: boolean;
}

export interface Post {
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
  appeal_status: 'pending' | 'accepted' | 'rejected' | null;
}

export interface Comment {
  id: number;
  author: { id: string; name: string };
  text: string;
  created_at: string;
  mine: boolean;
}

export interface Appeal {
  id: number;
  post_id: number;
  community_id: number;
  community_name: string;
  post_text: string;
  reason: string;
  status: 'pending' | 'accepted' | 'rejected';
  created_at: string;
}

const get = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  unwrap(await api.get<DoneResponse<T>>('community', `community/${path}`, { query }));
const post = async <T>(path: string, body: object) =>
  unwrap(await api.post<DoneResponse<T>>('community', `community/${path}`, body, { retries: 0 }));

export const fetchOverview = () =>
  get<{
    joined_count: number;
    mine: CommunitySummary[];
    suggested: CommunitySummary[];
    community_in_app_popup: boolean;
  }>('overview');

export const exploreCommunities = (q: {
  q?: string;
  school?: string;
  course?: string;
  region?: string;
}) => get<{ communities: CommunitySummary[]; has_more: boolean }>('explore', q);

export const fetchMine = () => get<{ communities: CommunitySummary[] }>('mine');
export const fetchCommunity = (id: number) => get<CommunitySummary>('get-community', { id });
export const joinCommunity = (id: number) => post<CommunitySummary>('join', { community_id: id });
export const leaveCommunity = (id: number) =>
  post<{ left: boolean }>('leave', { community_id: id });

export const fetchPosts = (communityId: number, before?: number) =>
  get<{ posts: Post[]; has_more: boolean; role: Role | null }>('get-posts', {
    community_id: communityId,
    before,
  });

export async function uploadImage(image: Blob): Promise<string> {
  const data = unwrap(
    await api.post<DoneResponse<{ image: string }>>('community', 'community/upload-image', image, {
      retries: 0,
      headers: { 'content-type': image.type || 'image/jpeg' },
    }),
  );
  return data.image;
}

export const createPost = (communityId: number, text: string, image?: string) =>
  post<Post>('create-post', { community_id: communityId, text, ...(image ? { image } : {}) });
export const fetchComments = (postId: number) =>
  get<{ comments: Comment[] }>('get-comments', { post_id: postId });
export const addComment = (postId: number, text: string) =>
  post<Comment>('comment', { post_id: postId, text });
export const likePost = (postId: number, like: boolean) =>
  post<{ like_count: number; liked: boolean }>('like', { post_id: postId, like });
export const reportPost = (postId: number, reason: string) =>
  post<{ hidden: boolean }>('report', { post_id: postId, reason });
export const moderatePost = (postId: number, action: 'hide' | 'restore') =>
  post<{ hidden: boolean }>('moderate', { post_id: postId, action });
export const appealPost = (postId: number, reason: string) =>
  post<{ id: number; status: string }>('appeal', { post_id: postId, reason });
export const fetchMyAppeals = () => get<{ appeals: Appeal[]; hidden_posts: Post[] }>('my-appeals');

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

export type NewsItem =
  | { kind: 'post'; at: string; community_name: string; post: Post }
  | {
      kind: 'vote_result';
      at: string;
      event: { id: number; slug: string; title: string; total: number; winners: string[] };
    };

export interface Newsfeed {
  news: { id: number; title: string; body: string; link: string | null; cta: string | null }[];
  items: NewsItem[];
  next_before: string | null;
}

export const fetchNewsfeed = (lang: string, before?: string) =>
  get<Newsfeed>('newsfeed', {
    lang: ['en', 'id', 'th', 'hi', 'ms'].includes(lang) ? lang : 'en',
    before,
  });
