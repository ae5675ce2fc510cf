/**
 * The installed app in the phone's share sheet (the manifest's share_target): a chapter file a
 * friend sent by a chat app or Bluetooth is shared to web-ed, which POSTs it here. The worker
 * keeps each file in the inbox cache, unread, and opens the share screen, where the student opens
 * them with a tap and they are checked like a picked file (features/share). Any page can POST
 * here, so what is kept is bounded (files, sizes, the inbox) and nothing of it is trusted.
 */
import {
  MAX_CHAPTER_FILE_BYTES,
  SHARE_FIELD,
  SHARE_FILE_NAME_HEADER,
  SHARE_INBOX_CACHE,
  SHARE_TARGET_PATH,
} from '../lib/storage/cache-names';

/** Files kept from one share, and in the inbox at most (the oldest go first). */
const MAX_FILES = 5;
const MAX_INBOX = 10;

interface FetchEvent extends Event {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

declare const self: {
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

const toShareScreen = () => Response.redirect('/share/?received=1', 303);

async function receive(request: Request): Promise<Response> {
  // Not read at all when it says it is bigger than the files it may hold.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FILES * MAX_CHAPTER_FILE_BYTES)
    return toShareScreen();
  const form = await request.formData();
  const inbox = await caches.open(SHARE_INBOX_CACHE);
  const stamp = Date.now();
  const files = form
    .getAll(SHARE_FIELD)
    .filter((f): f is File => typeof f !== 'string' && f.size <= MAX_CHAPTER_FILE_BYTES)
    .slice(0, MAX_FILES);
  for (const [i, file] of files.entries())
    await inbox.put(
      `/__web-ed-inbox__/${stamp}-${i}`,
      new Response(file, { headers: { [SHARE_FILE_NAME_HEADER]: encodeURIComponent(file.name) } }),
    );
  const kept = await inbox.keys();
  for (const old of kept.slice(0, Math.max(0, kept.length - MAX_INBOX))) await inbox.delete(old);
  return toShareScreen();
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || url.pathname !== SHARE_TARGET_PATH) return;
  event.respondWith(receive(event.request));
});
