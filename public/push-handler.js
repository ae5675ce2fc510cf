/*
 * Web Push in the service worker (imported by the generated sw.js through Workbox's
 * importScripts): shows the server's notification {title, body, url, tag} and, on a click,
 * focuses an open tab of the app on the notification's route, or opens one.
 */
self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const url =
    typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/notification/';
  event.waitUntil(
    self.registration.showNotification(data.title || 'web-ed', {
      body: data.body || '',
      tag: data.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/notification/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin);
      if (tab) return tab.focus().then((c) => (c && 'navigate' in c ? c.navigate(url) : c));
      return self.clients.openWindow(url);
    }),
  );
});
