/**
 * The profile routes: the profile, the avatar and background in use, learning progress
 * (docs/api.md).
 */
import { get, post } from '../../lib/calls';
import type { LearningProgress, Profile } from './profile-types';

export const fetchProfile = () => get<Profile>('user', 'user/get-user-profile');
export const setAvatar = (id: number) =>
  post<unknown>('user', 'user/update-user-info', { current_avatar: id });
export const setBackground = (id: number) =>
  post<{ current_background: number; background_url: string }>('user', 'user/set-background', {
    background_id: id,
  });
export const removeRedDot = (key: string) =>
  post<{ red_dot_keys: string[] }>('user', 'user/remove-red-dot', { keys: [key] });
export const fetchLearningProgress = (lang: string) =>
  get<LearningProgress>('user', 'user/get-learning-progress', { lang });
