/**
 * The shop routes: the items, buying one, the student's avatars and backgrounds (docs/api.md:
 * Profile and shop).
 */
import type {
  GetAvatarsResponse,
  GetBackgroundsResponse,
  GetItemsResponse,
  ShopBuyResponse,
} from '@web-ed/schemas/api';
import { get, post } from '../../lib/calls';

export const fetchShop = () => get<GetItemsResponse>('user', 'shop/get-items');
/** One transaction on the server; a retry or a double tap answers `owned` and charges once. */
export const buyItem = (type: 'avatar' | 'background', id: number) =>
  post<ShopBuyResponse>('user', 'shop/buy', { type, id });
export const fetchAvatars = () => get<GetAvatarsResponse>('user', 'user/get-avatars');
export const fetchBackgrounds = () => get<GetBackgroundsResponse>('user', 'user/get-backgrounds');
