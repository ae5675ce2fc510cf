/**
 * The shop routes: the items, buying one, the student's avatars and backgrounds (docs/api.md:
 * Profile and shop).
 */
import { get, post } from '../../lib/calls';
import type { AvatarItem, BackgroundItem, BuyAnswer, ShopItems } from './shop-types';

export const fetchShop = () => get<ShopItems>('user', 'shop/get-items');
/** One transaction on the server; a retry or a double tap answers `owned` and charges once. */
export const buyItem = (type: 'avatar' | 'background', id: number) =>
  post<BuyAnswer>('user', 'shop/buy', { type, id });
export const fetchAvatars = () =>
  get<{ current_avatar: number; avatars: AvatarItem[] }>('user', 'user/get-avatars');
export const fetchBackgrounds = () =>
  get<{
    current_background: number;
    red_dot_new_background: boolean;
    backgrounds: BackgroundItem[];
  }>('user', 'user/get-backgrounds');
