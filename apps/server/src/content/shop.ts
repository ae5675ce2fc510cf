/**
 * Seeds avatars and backgrounds from `<content>/shop/items.json` (shop-catalogue.schema.json),
 * inserted or updated by (kind, id); items no longer listed are hidden, never deleted, since
 * students may own them. Every listed SVG file must exist. A background id seen for the first
 * time (after the first seeding) lights red_dot_new_background for every student.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { ShopCatalogue } from '@web-ed/schemas';
import type { Db } from '../db/client';
import { shopItems } from '../db/schema';
import { schemaProblems } from './schema-check';

const SCHEMA = 'https://web-ed.app/schemas/shop-catalogue.schema.json';
const LOCK = 727_003;
/** Where the server serves the item files (routes/shop/media.ts). */
export const SHOP_MEDIA_PREFIX = '/media/shop/';

export type ShopSeed =
  { ok: true; items: number; newBackgrounds: number } | { ok: false; reason: string };

export async function seedShop(db: Db, dir: string): Promise<ShopSeed> {
  const file = join(dir, 'shop', 'items.json');
  if (!existsSync(file)) return { ok: true, items: 0, newBackgrounds: 0 };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return { ok: false, reason: `shop/items.json: ${(e as Error).message}` };
  }
  const problems = schemaProblems(SCHEMA, data);
  if (problems) return { ok: false, reason: `shop/items.json: ${problems}` };
  const c = data as ShopCatalogue;
  const rows = [
    ...c.avatars.map((a, i) => ({ ...a, kind: 'avatar', position: i })),
    ...c.backgrounds.map((b, i) => ({ ...b, kind: 'background', position: i })),
  ];
  const seen = new Set<string>();
  for (const r of rows) {
    const key = `${r.kind}/${r.id}`;
    if (seen.has(key)) return { ok: false, reason: `shop: ${key} is listed twice` };
    seen.add(key);
    if (!existsSync(join(dir, 'shop', r.file)))
      return { ok: false, reason: `shop: ${key}: file ${r.file} is missing` };
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
    const known = await tx
      .select({ id: shopItems.itemId })
      .from(shopItems)
      .where(eq(shopItems.kind, 'background'));
    const knownIds = new Set(known.map((k) => k.id));
    const fresh = known.length === 0 ? [] : c.backgrounds.filter((b) => !knownIds.has(b.id));
    for (const r of rows) {
      const values = {
        kind: r.kind,
        itemId: r.id,
        name: r.name,
        description: r.desc ?? '',
        translations: r.translations ?? {},
        url: `${SHOP_MEDIA_PREFIX}${r.file}`,
        priceType: r.price.type,
        cost: r.price.type === 'free' ? 0 : r.price.cost,
        position: r.position,
        isShown: r.is_shown ?? true,
      };
      const { kind: _k, itemId: _i, ...update } = values;
      await tx
        .insert(shopItems)
        .values(values)
        .onConflictDoUpdate({ target: [shopItems.kind, shopItems.itemId], set: update });
    }
    for (const kind of ['avatar', 'background'] as const) {
      const ids = rows.filter((r) => r.kind === kind).map((r) => r.id);
      await tx
        .update(shopItems)
        .set({ isShown: false })
        .where(and(eq(shopItems.kind, kind), notInArray(shopItems.itemId, [-1, ...ids])));
    }
    if (fresh.length > 0) {
      await tx.execute(
        sql`insert into red_dots (user_id, key) select id, 'red_dot_new_background' from users on conflict do nothing`,
      );
    }
    return { ok: true as const, items: rows.length, newBackgrounds: fresh.length };
  });
}
