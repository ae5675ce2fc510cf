/** The shop's avatars and backgrounds as one kind of entry, owned or not. */
import type { Avatar, Background } from '@web-ed/schemas/api';

export type ItemKind = 'avatar' | 'background';

export interface ShopEntry {
  kind: ItemKind;
  id: number;
  name: string;
  desc: string | null;
  url: string;
  locked: boolean;
  price: Avatar['price'];
}

export function entries(items: { avatars: Avatar[]; backgrounds: Background[] }): {
  avatars: ShopEntry[];
  backgrounds: ShopEntry[];
} {
  return {
    avatars: items.avatars.map((a) => ({
      kind: 'avatar',
      id: a.avatar_id,
      name: a.name,
      desc: null,
      url: a.avatar_url,
      locked: a.is_locked,
      price: a.price,
    })),
    backgrounds: items.backgrounds.map((b) => ({
      kind: 'background',
      id: b.background_id,
      name: b.name,
      desc: b.desc,
      url: b.background_url,
      locked: b.is_locked,
      price: b.price,
    })),
  };
}
