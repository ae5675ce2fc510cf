/**
 * Serves the built front ends (vite build output) when present: hashed assets cached for a
 * year, everything else (HTML, the service worker under each of its names, the manifest)
 * revalidated, and page routes without a file fall back to the app's index.html. The partner
 * embed (dist/embed/) may be loaded from any origin.
 *
 * Every compressible file comes with a brotli and a gzip sibling made at build time
 * (scripts/precompress.ts): the browser gets `.br` when it accepts br, else `.gz` when it accepts
 * gzip, else the file itself, with `Content-Encoding`, `Vary: Accept-Encoding`, the original
 * file's `Content-Type` and the sent file's `Content-Length` (@fastify/static's preCompressed).
 */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SERVICE_PREFIX } from './prefixes';

const NOT_PAGES = [...Object.values(SERVICE_PREFIX), '/docs', '/data/', '/media/'];

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A file named by its content (path relative to the build, `/`-separated): Vite's assets of the
 * app and of the embed (`name-<8 character hash>.ext`), the embed's chunks, and Workbox's
 * runtime (`workbox-<hash>.js`). Only these may be cached for a year: any other file keeps its
 * name across builds (index.html, sw.js, manifest.webmanifest, icons, robots.txt…).
 */
export function isHashedFile(path: string): boolean {
  return (
    /^(?:embed\/)?assets\/[^/]+-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/.test(path) ||
    /^embed\/chunks\/[^/]+-[A-Za-z0-9_-]{8}\.js$/.test(path) ||
    /^workers\/[^/]+-[A-Za-z0-9_-]{8}\.js$/.test(path) ||
    /^workbox-[0-9a-f]{8}\.js$/.test(path)
  );
}

/** Registers static serving; false when there is no build to serve. */
export async function registerWeb(app: FastifyInstance): Promise<boolean> {
  const root = app.config.webRoot;
  if (!existsSync(join(root, 'index.html'))) return false;
  const embedRoot = join(root, 'embed') + sep;
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    preCompressed: true,
    // The ETag revalidates a file; a second validator would only add bytes to every answer.
    lastModified: false,
    setHeaders: (res, path) => {
      // `path` is the file sent: main-AbCd1234.js.br for main-AbCd1234.js in brotli.
      const file = relative(root, path.replace(/\.(?:br|gz)$/, ''))
        .split(sep)
        .join('/');
      res.header('cache-control', isHashedFile(file) ? IMMUTABLE : 'no-cache');
      // The partner embed's script is a module any page may load (the API decides who may play).
      if (path.startsWith(embedRoot)) res.header('access-control-allow-origin', '*');
    },
  });
  return true;
}

/** A browser navigating to a client-side route (/home/, /courses/…), not an API call or a file. */
export function isPageRequest(req: FastifyRequest): boolean {
  const path = req.url.split('?')[0] ?? '/';
  return (
    req.method === 'GET' &&
    (req.headers.accept ?? '').includes('text/html') &&
    !NOT_PAGES.some((p) => path.startsWith(p)) &&
    !/\.[a-z0-9]+$/i.test(path)
  );
}
