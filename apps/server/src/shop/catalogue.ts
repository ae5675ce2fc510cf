/** Avatars and backgrounds as the profile and the shop show them, with what the student owns. */
import { and, asc, eq } from 'drizzle-orm';
import type { Lang } from '@web-ed/schemas';
import type { Db } from '../db/client';
import { shopItems, userAvatars, userBackgrounds } from '../db/schema';

export type ItemKind = 'avatar' | 'background';
export type ShopItem = typeof shopItems.$inferSelect;

/** Avatars 0-7 and background 0 are everyone's (as update-user-info's starter set). */
export const STARTER = { avatar: 8, background: 1 } as const;

export async function itemsOf(db: Db, kind: ItemKind): Promise<ShopItem[]> {
  return db
    .select()
    .from(shopItems)
    .where(and(eq(shopItems.kind, kind), eq(shopItems.isShown, true)))
    .orderBy(asc(shopItems.position));
}

export async function itemOf(db: Db, kind: ItemKind, id: number): Promise<ShopItem | undefined> {
  const [row] = await db
    .select()
    .from(shopItems)
    .where(and(eq(shopItems.kind, kind), eq(shopItems.itemId, id)));
  return row;
}

export async function ownedIds(db: Db, userId: string, kind: ItemKind): Promise<Set<number>> {
  const rows =
    kind === 'avatar'
      ? await db
          .select({ id: userAvatars.avatarId })
          .from(userAvatars)
          .where(eq(userAvatars.userId, userId))
      : await db
          .select({ id: userBackgrounds.backgroundId })
          .from(userBackgrounds)
          .where(eq(userBackgrounds.userId, userId));
  return new Set(rows.map((r) => r.id));
}

/** Free items and the starter set are everyone's; others once bought (or won). */
export function isOwned(item: ShopItem, owned: Set<number>): boolean {
  return (
    item.priceType === 'free' ||
    item.itemId < STARTER[item.kind as ItemKind] ||
    owned.has(item.itemId)
  );
}

export const priceOf = (i: ShopItem) => ({ type: i.priceType, cost: i.cost });

/** The item's name and description in `lang`, the English ones where the catalogue has none. */
export function wordsOf(i: ShopItem, lang: Lang): { name: string; desc: string } {
  const words = lang === 'en' ? undefined : i.translations[lang];
  return { name: words?.name ?? i.name, desc: words?.desc ?? i.description };
}

export function avatarView(i: ShopItem, owned: Set<number>, lang: Lang) {
  return {
    avatar_id: i.itemId,
    avatar_type: i.itemId < STARTER.avatar ? 'starter' : 'shop',
    is_locked: !isOwned(i, owned),
    name: wordsOf(i, lang).name,
    avatar_url: i.url,
    price: priceOf(i),
  };
}

export function backgroundView(i: ShopItem, owned: Set<number>, lang: Lang) {
  const { name, desc } = wordsOf(i, lang);
  return {
    background_id: i.itemId,
    is_locked: !isOwned(i, owned),
    name,
    desc,
    background_url: i.url,
    price: priceOf(i),
  };
}
