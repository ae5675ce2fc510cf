/**
 * The profile routes: the profile, the avatar and background in use, learning progress
 * (docs/api.md).
 */
import type {
  GetLearningProgressResponse,
  GetUserProfileResponse,
  RemoveRedDotResponse,
  SetBackgroundResponse,
  UpdateUserInfoResponse,
} from '@web-ed/schemas/api';
import { get, post } from '../../lib/calls';

export const fetchProfile = () => get<GetUserProfileResponse>('user', 'user/get-user-profile');
export const setAvatar = (id: number) =>
  post<UpdateUserInfoResponse>('user', 'user/update-user-info', { current_avatar: id });
export const setBackground = (id: number) =>
  post<SetBackgroundResponse>('user', 'user/set-background', { background_id: id });
export const removeRedDot = (key: string) =>
  post<RemoveRedDotResponse>('user', 'user/remove-red-dot', { keys: [key] });
export const fetchLearningProgress = (lang: string) =>
  get<GetLearningProgressResponse>('user', 'user/get-learning-progress', { lang });
