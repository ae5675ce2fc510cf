/**
 * Chapter files shared to the installed app from another app: the worker keeps them in the inbox
 * (src/worker/share-target.ts) until the student opens them on the share screen. A file leaves
 * the inbox once it was opened or refused, not when opening could not be tried (no key yet).
 */
import { packsAvailable, SHARE_FILE_NAME_HEADER, SHARE_INBOX_CACHE } from '../../lib/storage';

export interface SharedFile {
  /** Read when it is opened, not when the inbox is listed (a chapter may hold videos). */
  file(): Promise<File>;
  /** Takes it out of the inbox. */
  done(): Promise<void>;
}

export async function sharedFiles(): Promise<SharedFile[]> {
  if (!packsAvailable() || !(await caches.has(SHARE_INBOX_CACHE))) return [];
  const inbox = await caches.open(SHARE_INBOX_CACHE);
  const files: SharedFile[] = [];
  for (const request of await inbox.keys()) {
    files.push({
      file: async () => {
        const kept = await inbox.match(request);
        const name = decodeURIComponent(
          kept?.headers.get(SHARE_FILE_NAME_HEADER) ?? 'chapter.webed',
        );
        return new File([kept ? await kept.blob() : new Blob()], name);
      },
      done: async () => void (await inbox.delete(request)),
    });
  }
  return files;
}
