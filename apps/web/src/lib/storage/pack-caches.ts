/**
 * Downloaded course packs in Cache Storage: one cache each, `web-ed-pack-<subject id>`, holding
 * the pack's files under the URLs the app fetches and its record (what it holds) beside them.
 * The course screen downloads them (features/courses/course-pack); Settings lists and removes them.
 * Chapters opened from a friend's file (features/share) are kept the same way, one cache each,
 * `web-ed-pack-shared-<subject id>-<chapter id>`: the worker serves both kinds when its own
 * caches miss.
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

/** A chapter opened from a friend's file, verified (features/share). */
export interface SharedChapter {
  subject_id: number;
  subject_name: string;
  /** The course's version its questions are of: a play's finish record names it. */
  subject_version: number;
  chapter_id: number;
  chapter_name: string;
  /** The language its questions are in. */
  lang: string;
  /** Its questions and media. */
  bytes: number;
  received_at: number;
}

const SHARED_PREFIX = `${PACK_CACHE_PREFIX}shared-`;

export const sharedCacheName = (subjectId: number, chapterId: number) =>
  `${SHARED_PREFIX}${subjectId}-${chapterId}`;

const packNames = async () => (await caches.keys()).filter((n) => n.startsWith(PACK_CACHE_PREFIX));

async function readRecord<T>(name: string): Promise<T | null> {
  if (!packsAvailable() || !(await caches.has(name))) return null;
  const meta = await (await caches.open(name)).match(META_URL);
  return meta ? ((await meta.json()) as T) : null;
}

/** Records what a pack cache holds (a course pack's or a shared chapter's record). */
/** A JSON body as the caches keep it (and the worker serves it). */
export const jsonResponse = (body: string) =>
  new Response(body, { headers: { 'content-type': 'application/json' } });

export async function writePack(cache: Cache, pack: StoredPack | SharedChapter): Promise<void> {
  await cache.put(META_URL, jsonResponse(JSON.stringify(pack)));
}

export const readPack = (subjectId: number) => readRecord<StoredPack>(packCacheName(subjectId));

/** Every course pack on the device, finished or not. */
export async function listPacks(): Promise<StoredPack[]> {
  if (!packsAvailable()) return [];
  const courses = (await packNames()).filter((n) =>
    /^\d+$/.test(n.slice(PACK_CACHE_PREFIX.length)),
  );
  const packs = await Promise.all(courses.map((n) => readRecord<StoredPack>(n)));
  return packs.filter((p): p is StoredPack => p !== null);
}

export const readSharedChapter = (subjectId: number, chapterId: number) =>
  readRecord<SharedChapter>(sharedCacheName(subjectId, chapterId));

/** Every chapter opened from a friend's file, the latest first. */
export async function listSharedChapters(): Promise<SharedChapter[]> {
  if (!packsAvailable()) return [];
  const names = (await packNames()).filter((n) => n.startsWith(SHARED_PREFIX));
  const shared = await Promise.all(names.map((n) => readRecord<SharedChapter>(n)));
  return shared
    .filter((s): s is SharedChapter => s !== null)
    .sort((a, b) => b.received_at - a.received_at);
}

export async function deleteSharedChapter(subjectId: number, chapterId: number): Promise<void> {
  if (packsAvailable()) await caches.delete(sharedCacheName(subjectId, chapterId));
}

export async function deletePack(subjectId: number): Promise<void> {
  if (packsAvailable()) await caches.delete(packCacheName(subjectId));
}

/** Deletes every pack and shared chapter (on sign-out: a pack holds the student's results too). */
export async function deleteAllPacks(): Promise<void> {
  if (packsAvailable()) await Promise.all((await packNames()).map((n) => caches.delete(n)));
}
