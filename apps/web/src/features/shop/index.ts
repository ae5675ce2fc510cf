/**
 * The shop's public surface: shop avatars (leaderboard, profile), and the item cards with their
 * purchase that the profile's avatar and background editors reuse.
 */
export { fetchAvatars, fetchBackgrounds, fetchShop } from './shop-api';
export { ItemCard } from './item-card';
export { ShopAvatar } from './shop-avatar';
export { entries, type ShopEntry } from './shop-entries';
export { useBuy } from './use-buy';
