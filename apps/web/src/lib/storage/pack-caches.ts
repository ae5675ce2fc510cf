import { PACK_CACHE_PREFIX } from './cache-names';

/** Deletes every downloaded course pack (on sign-out: a pack holds the student's task results too). */
export async function deleteAllPacks(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = (await caches.keys()).filter((n) => n.startsWith(PACK_CACHE_PREFIX));
  await Promise.all(names.map((n) => caches.delete(n)));
}
