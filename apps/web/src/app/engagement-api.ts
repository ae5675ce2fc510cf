/** The engagement routes the screens read and write (docs/api.md), through the app's API client. */
import { unwrap, type DoneResponse } from '@web-ed/api-client';
import { api } from './store';
import type {
  AvatarItem,
  BackgroundItem,
  Board,
  BuyAnswer,
  ClaimAnswer,
  ClaimType,
  LearningProgress,
  MissionsAnswer,
  Profile,
  ShopItems,
  StreakAnswer,
  StreakCheckAnswer,
} from './engagement-types';

const get = async <T>(service: 'user' | 'mission', path: string, query = {}) =>
  unwrap(await api.get<DoneResponse<T>>(service, path, { query }));
const post = async <T>(service: 'user' | 'mission', path: string, body: unknown) =>
  unwrap(await api.post<DoneResponse<T>>(service, path, body, { retries: 0 }));

export const fetchMissions = (lang: string) =>
  get<MissionsAnswer>('mission', 'mission/get-missions', { lang });

/** Never retried: the server answers success, claimed or failed, all final. */
export const claimReward = async (type: ClaimType, id: string, lang: string) =>
  unwrap(
    await api.get<DoneResponse<ClaimAnswer>>('mission', 'mission/claim-reward', {
      query: { type, id, lang },
      retries: 0,
    }),
  );

export const fetchStreak = () => get<StreakAnswer>('user', 'streak/get-streak');
export const fetchStreakCheck = () => get<StreakCheckAnswer>('user', 'streak/check');
export const setStreakGoal = (goal: number) =>
  post<{ goal: number; goals: number[]; freezes: number }>('user', 'streak/set-goal', { goal });

export const fetchLeaderboard = (scope: 'weekly' | 'all_time', byCountry: boolean) =>
  get<Board>('user', 'leaderboard/get-leaderboard', {
    scope,
    limit: 50,
    ...(byCountry ? { country: 'me' } : {}),
  });

export const fetchProfile = () => get<Profile>('user', 'user/get-user-profile');
export const fetchAvatars = () =>
  get<{ current_avatar: number; avatars: AvatarItem[] }>('user', 'user/get-avatars');
export const fetchBackgrounds = () =>
  get<{
    current_background: number;
    red_dot_new_background: boolean;
    backgrounds: BackgroundItem[];
  }>('user', 'user/get-backgrounds');
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

export const fetchShop = () => get<ShopItems>('user', 'shop/get-items');
/** One transaction on the server; a retry or a double tap answers `owned` and charges once. */
export const buyItem = (type: 'avatar' | 'background', id: number) =>
  post<BuyAnswer>('user', 'shop/buy', { type, id });
