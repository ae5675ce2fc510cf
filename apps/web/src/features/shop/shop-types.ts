/** Wire types of the shop routes (docs/api.md: Profile and shop). */

export interface Price {
  type: 'free' | 'points' | 'diamond';
  cost: number;
}

export interface AvatarItem {
  avatar_id: number;
  avatar_type: 'starter' | 'shop';
  is_locked: boolean;
  name: string;
  avatar_url: string;
  price: Price;
}

export interface BackgroundItem {
  background_id: number;
  is_locked: boolean;
  name: string;
  desc: string;
  background_url: string;
  price: Price;
}

export interface ShopItems {
  points: number;
  diamond: number;
  avatars: AvatarItem[];
  backgrounds: BackgroundItem[];
}

export interface BuyAnswer {
  result: 'bought' | 'owned';
  type: 'avatar' | 'background';
  id: number;
  points: number;
  diamond: number;
}
