/** Seeding missions and shop items: data checked against their schemas, refused as a whole. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { MissionCatalogue, ShopCatalogue } from '@web-ed/schemas';
import { missions, redDots, shopItems } from '../db/schema';
import { describeEachDb } from '../test/harness';
import { readMissionCatalogue, seedMissions } from './missions';
import { DEFAULT_CONTENT_DIR } from './seed';
import { seedShop } from './shop';

function copyOf(folder: 'missions' | 'shop'): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-ed-seed-'));
  cpSync(join(DEFAULT_CONTENT_DIR, folder), join(dir, folder), { recursive: true });
  return dir;
}

function edit<T>(dir: string, file: string, change: (data: T) => void): void {
  const path = join(dir, file);
  const data = JSON.parse(readFileSync(path, 'utf8')) as T;
  change(data);
  writeFileSync(path, JSON.stringify(data));
}

it('the shipped mission catalogue passes its schema and selectors', () => {
  const read = readMissionCatalogue(DEFAULT_CONTENT_DIR);
  expect(read).toMatchObject({ ok: true });
  expect(read.ok && read.missions).toBeGreaterThan(10);
});

it('refuses a catalogue with a schema error or a bad selector, with the reason', () => {
  const a = copyOf('missions');
  edit<MissionCatalogue>(a, 'missions/missions.json', (d) => {
    (d.missions[0] as { recurrence: string }).recurrence = 'hourly';
  });
  expect(readMissionCatalogue(a)).toMatchObject({ ok: false });
  const b = copyOf('missions');
  edit<MissionCatalogue>(
    b,
    'missions/missions.json',
    (d) => (d.missions[1]!.rule.course = 'group_'),
  );
  expect(readMissionCatalogue(b)).toEqual({
    ok: false,
    reason: 'mission "daily_lessons": course selector "group_" is invalid',
  });
  const c = copyOf('missions');
  edit<MissionCatalogue>(c, 'missions/missions.json', (d) => delete d.missions[2]!.rule.button);
  expect(readMissionCatalogue(c)).toMatchObject({ ok: false });
});

describeEachDb('engagement seeding', (ctx) => {
  it('seeds missions by id, removing those no longer listed; a refused file keeps the stored', async () => {
    const db = ctx.database.db;
    expect(await seedMissions(db, DEFAULT_CONTENT_DIR)).toMatchObject({ ok: true });
    const dir = copyOf('missions');
    edit<MissionCatalogue>(dir, 'missions/missions.json', (d) => {
      d.missions = d.missions.filter((m) => m.id !== 'daily_shop');
      d.missions[0]!.reward.points = 99;
    });
    await seedMissions(db, dir);
    const ids = (await db.select({ id: missions.id }).from(missions)).map((r) => r.id);
    expect(ids).not.toContain('daily_shop');
    const [login] = await db.select().from(missions).where(eq(missions.id, 'daily_login'));
    expect(login!.rewardPoints).toBe(99);
    edit<MissionCatalogue>(dir, 'missions/missions.json', (d) => {
      (d.missions[0] as { kind: string }).kind = 'nope';
    });
    expect(await seedMissions(db, dir)).toMatchObject({ ok: false });
    expect((await db.select({ n: count() }).from(missions))[0]!.n).toBe(ids.length);
    await seedMissions(db, DEFAULT_CONTENT_DIR);
  });

  it('seeds the shop; a new background lights the red dot for every student', async () => {
    const db = ctx.database.db;
    expect(await seedShop(db, DEFAULT_CONTENT_DIR)).toMatchObject({ ok: true, newBackgrounds: 0 });
    await ctx.signIn();
    const dir = copyOf('shop');
    edit<ShopCatalogue>(dir, 'shop/items.json', (d) =>
      d.backgrounds.push({
        id: 9,
        name: 'New',
        desc: 'A new one',
        file: 'background-0.svg',
        price: { type: 'diamond', cost: 1 },
      }),
    );
    expect(await seedShop(db, dir)).toMatchObject({ ok: true, newBackgrounds: 1 });
    const dots = await db.select().from(redDots).where(eq(redDots.key, 'red_dot_new_background'));
    expect(dots.length).toBeGreaterThan(0);
    edit<ShopCatalogue>(dir, 'shop/items.json', (d) => (d.avatars[0]!.file = 'missing.svg'));
    expect(await seedShop(db, dir)).toEqual({
      ok: false,
      reason: 'shop: avatar/0: file missing.svg is missing',
    });
    // Items no longer listed are hidden, never deleted (students may own them).
    await seedShop(db, DEFAULT_CONTENT_DIR);
    const [nine] = await db
      .select()
      .from(shopItems)
      .where(and(eq(shopItems.kind, 'background'), eq(shopItems.itemId, 9)));
    expect(nine?.isShown).toBe(false);
  });
});
