/**
 * The student app's web manifest and service-worker caching (vite-plugin-pwa, Workbox):
 *
 * - precache: the app shell and every chunk the app can load (minigames and language packs
 *   included, so any chapter plays offline), icons (see pwa-precache.ts for what is left out);
 * - pages: any navigation outside the API and media paths gets the cached index.html;
 * - the learning and user reads the app needs to play: network first, the last answer offline;
 * - course media: cache first (files never change under a name), range requests for seeking;
 * - Web Push: public/push-handler.js, imported by the generated worker, shows pushes and opens
 *   their route on click (generateSW stays: precache and runtime caching are unchanged);
 * - the app's own worker code: web-ed-worker.js (built from src/worker/ by apps/web/worker-build.ts),
 *   also imported: background sync sends waiting finish records and analytics when the
 *   connection returns; the share target receives chapter files shared to the installed app.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
import type { GenerateSWOptions } from 'workbox-build';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reachableFiles, type BuildManifest } from './pwa-precache';
import { API_CACHE, MEDIA_CACHE } from './src/lib/storage/cache-names';

/**
 * When a runtime cache has no copy (a miss in the media cache, or the network failing for an API
 * read with none kept), the downloaded course packs are asked (PACK_CACHE_PREFIX): a course the
 * student downloaded plays offline even once the runtime caches evicted it, and its media are
 * not fetched again online. Serialised into the worker, so it names the prefix itself.
 */
export const packFallback = {
  cachedResponseWillBeUsed: async ({
    cachedResponse,
    request,
  }: {
    cachedResponse?: Response;
    request: Request;
  }) => {
    if (cachedResponse) return cachedResponse;
    // A course the student downloaded before a chapter a friend shared: theirs holds their own
    // task results.
    const shared = (name: string) => Number(name.startsWith('web-ed-pack-shared-'));
    const names = (await caches.keys())
      .filter((name) => name.startsWith('web-ed-pack-'))
      .sort((a, b) => shared(a) - shared(b));
    for (const name of names) {
      const hit = await (await caches.open(name)).match(request.url, { ignoreVary: true });
      if (hit) return hit;
    }
    return null;
  },
};

export const pwaManifest: Partial<ManifestOptions> = {
  name: 'web-ed: your personal tutor',
  short_name: 'web-ed',
  description: 'Free lessons, games and a study buddy, online or offline.',
  id: '/',
  start_url: '/home/?source=pwa',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#f4f6fb',
  theme_color: '#1a56b8',
  lang: 'en',
  categories: ['education'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // A chapter file a friend sent (features/share) can be shared to the installed app: the
  // worker takes the POST (src/worker/share-target.ts). Literals: the worker's own constants.
  share_target: {
    action: '/share/receive',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: { files: [{ name: 'chapter', accept: ['application/octet-stream', '.webed'] }] },
  },
  // The install sheet's pictures: real screens, taken by scripts/make-screenshots.ts.
  screenshots: [
    {
      src: '/screenshots/home.png',
      sizes: '360x740',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Your day: your course as a path, your streak and missions',
    },
    {
      src: '/screenshots/learn.png',
      sizes: '360x740',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'A lesson: one question at a time, online or offline',
    },
    {
      src: '/screenshots/missions.png',
      sizes: '360x740',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Missions: diamonds and votes for learning every day',
    },
  ],
};

const NOT_PAGES = [
  /^\/[a-z]+-service\//,
  /^\/data\//,
  /^\/media\//,
  /^\/docs/,
  /^\/apps\/sandbox\//,
  // The worker and the manifest, also under the spec's names (spec-files.ts).
  /^\/(sw|service-worker|firebase-messaging-sw)\.js$/,
  /^\/manifest\.(webmanifest|json)$/,
];

/** The Workbox options; `outDir()` is the build's folder, known once Vite resolved its config. */
export const pwaWorkbox = (outDir: () => string): Partial<GenerateSWOptions> => ({
  globPatterns: ['index.html', 'assets/*.{js,css,woff2}', 'icons/*.{png,svg}'],
  manifestTransforms: [
    (entries) => {
      const manifest = JSON.parse(
        readFileSync(join(outDir(), '.vite/manifest.json'), 'utf8'),
      ) as BuildManifest;
      const app = reachableFiles(manifest, 'index.html');
      return {
        manifest: entries.filter((e) => !e.url.startsWith('assets/') || app.has(e.url)),
        warnings: [],
      };
    },
  ],
  // The largest chunk (KaTeX for the maths minigames) is ~270 KB.
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  navigateFallback: '/index.html',
  navigateFallbackDenylist: NOT_PAGES,
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  skipWaiting: true,
  importScripts: ['/push-handler.js', '/web-ed-worker.js'],
  runtimeCaching: [
    {
      urlPattern: ({ url, request }) =>
        request.method === 'GET' &&
        // Literal: the worker gets this function as text (pwa-serialised.test.ts checks it).
        !request.headers.has('x-web-ed-pack') &&
        /^\/(learning|user)-service\/api\/web-ed\/(learning\/get-(subjects|chapters|tasks|questions)|user\/get-user-(info|preference|profile))$/.test(
          url.pathname,
        ),
      handler: 'NetworkFirst',
      options: {
        cacheName: API_CACHE,
        networkTimeoutSeconds: 8,
        plugins: [packFallback],
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 },
      },
    },
    {
      urlPattern: ({ url, request }) =>
        url.pathname.startsWith('/media/content/') && !request.headers.has('x-web-ed-pack'),
      handler: 'CacheFirst',
      options: {
        cacheName: MEDIA_CACHE,
        // Before the range requests' plugin, so a packed file is sliced like a cached one.
        plugins: [packFallback],
        rangeRequests: true,
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 600, maxAgeSeconds: 60 * 24 * 60 * 60 },
      },
    },
  ],
});
