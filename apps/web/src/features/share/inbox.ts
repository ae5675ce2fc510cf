/**
 * Chapter files shared to the installed app from another app: the worker keeps them in the inbox
 * (src/worker/share-target.ts) and the share screen takes them out here to open them, each once.
 */
import { packsAvailable, SHARE_INBOX_CACHE } from '../../lib/storage';

export async function takeSharedFiles(): Promise<File[]> {
  if (!packsAvailable() || !(await caches.has(SHARE_INBOX_CACHE))) return [];
  const inbox = await caches.open(SHARE_INBOX_CACHE);
  const files: File[] = [];
  for (const request of await inbox.keys()) {
    const kept = await inbox.match(request);
    await inbox.delete(request);
    if (!kept) continue;
    const name = decodeURIComponent(kept.headers.get('x-file-name') ?? 'chapter.webed');
    files.push(new File([await kept.blob()], name));
  }
  return files;
}
