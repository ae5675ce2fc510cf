/**
 * Downloaded course packs in Cache Storage: one cache each, `web-ed-pack-<subject id>`, holding
 * the pack's files under the URLs the app fetches and its record (what it holds) beside them.
 * The course screen downloads them (features/courses/course-pack); Settings lists and removes them.
 */
import { PACK_CACHE_PREFIX } from './cache-names';

/** A pack's own record; not a URL the app ever fetches. */
const META_URL = '/__web-ed-pack__/meta.json';

/** What the device holds of a course pack. */
export interface StoredPack {
  subject_id: number;
  /** The app's language its questions were fetched in. */
  lang: string;
  version: string;
  /** The pack's size when it was listed. */
  bytes: number;
  /** url → hash of every file stored so far. */
  files: Record<string, string>;
  /** When the last file of this version was stored; null while a download is unfinished. */
  completed_at: number | null;
}

export const packCacheName = (subjectId: number) => `${PACK_CACHE_PREFIX}${subjectId}`;

export const packsAvailable = () => typeof caches !== 'undefined';

const packNames = async () => (await caches.keys()).filter((n) => n.startsWith(PACK_CACHE_PREFIX));

export async function readPack(subjectId: number): Promise<StoredPack | null> {
  if (!packsAvailable() || !(await caches.has(packCacheName(subjectId)))) return null;
  const meta = await (await caches.open(packCacheName(subjectId))).match(META_URL);
  return meta ? ((await meta.json()) as StoredPack) : null;
}

export async function writePack(cache: Cache, pack: StoredPack): Promise<void> {
  await cache.put(
    META_URL,
    new Response(JSON.stringify(pack), { headers: { 'content-type': 'application/json' } }),
  );
}

/** Every pack on the device, finished or not. */
export async function listPacks(): Promise<StoredPack[]> {
  if (!packsAvailable()) return [];
  const packs = await Promise.all(
    (await packNames()).map((n) => readPack(Number(n.slice(PACK_CACHE_PREFIX.length)))),
  );
  return packs.filter((p): p is StoredPack => p !== null);
}

export async function deletePack(subjectId: number): Promise<void> {
  if (packsAvailable()) await caches.delete(packCacheName(subjectId));
}

/** Deletes every pack (on sign-out: a pack holds the student's task results too). */
export async function deleteAllPacks(): Promise<void> {
  if (packsAvailable()) await Promise.all((await packNames()).map((n) => caches.delete(n)));
}
