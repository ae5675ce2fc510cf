/**
 * Course packs on the device: each in its own Cache Storage cache (`web-ed-pack-<subject id>`),
 * its files under the URLs the app fetches (the service worker serves them when the network and
 * its runtime caches cannot), and what it holds as a JSON entry beside them.
 */
import { PACK_CACHE_PREFIX } from '../../../lib/storage';
import type { StoredPack } from './pack-plan';

/** The pack's own record; not a URL the app ever fetches. */
const META_URL = '/__web-ed-pack__/meta.json';

export const packCacheName = (subjectId: number) => `${PACK_CACHE_PREFIX}${subjectId}`;

export const packsAvailable = () => typeof caches !== 'undefined';

export async function readPack(subjectId: number): Promise<StoredPack | null> {
  if (!packsAvailable() || !(await caches.has(packCacheName(subjectId)))) return null;
  const cache = await caches.open(packCacheName(subjectId));
  const meta = await cache.match(META_URL);
  return meta ? ((await meta.json()) as StoredPack) : null;
}

export async function writePack(cache: Cache, pack: StoredPack): Promise<void> {
  await cache.put(
    META_URL,
    new Response(JSON.stringify(pack), { headers: { 'content-type': 'application/json' } }),
  );
}

/** Every pack on the device (the storage screen's list). */
export async function listPacks(): Promise<StoredPack[]> {
  if (!packsAvailable()) return [];
  const names = (await caches.keys()).filter((n) => n.startsWith(PACK_CACHE_PREFIX));
  const packs = await Promise.all(
    names.map((n) => readPack(Number(n.slice(PACK_CACHE_PREFIX.length)))),
  );
  return packs.filter((p): p is StoredPack => p !== null);
}

export async function deletePack(subjectId: number): Promise<void> {
  if (packsAvailable()) await caches.delete(packCacheName(subjectId));
}
