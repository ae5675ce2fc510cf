/**
 * The installed app in the phone's share sheet (the manifest's share_target): a chapter file a
 * friend sent by a chat app or Bluetooth is shared to web-ed, which POSTs it here. The worker
 * keeps each file in the inbox cache, unread, and opens the share screen, which checks and opens
 * them (features/share); nothing of a file is trusted here.
 */
import { SHARE_FIELD, SHARE_INBOX_CACHE, SHARE_TARGET_PATH } from '../lib/storage/cache-names';

interface FetchEvent extends Event {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

declare const self: {
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

async function receive(request: Request): Promise<Response> {
  const form = await request.formData();
  const inbox = await caches.open(SHARE_INBOX_CACHE);
  const stamp = Date.now();
  for (const [i, file] of form.getAll(SHARE_FIELD).entries()) {
    if (typeof file === 'string') continue;
    await inbox.put(
      `/__web-ed-inbox__/${stamp}-${i}`,
      new Response(file, { headers: { 'x-file-name': encodeURIComponent(file.name) } }),
    );
  }
  return Response.redirect('/share/?received=1', 303);
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || url.pathname !== SHARE_TARGET_PATH) return;
  event.respondWith(receive(event.request));
});
