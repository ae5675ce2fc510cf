/**
 * Serves the built front ends (vite build output) when present: hashed assets cached for a
 * year, HTML never cached, and page routes without a file fall back to the app's index.html.
 * The partner embed (dist/embed/) may be loaded from any origin.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SERVICE_PREFIX } from './prefixes';

const NOT_PAGES = [...Object.values(SERVICE_PREFIX), '/docs', '/data/', '/media/'];

/** Registers static serving; false when there is no build to serve. */
export async function registerWeb(app: FastifyInstance): Promise<boolean> {
  const root = app.config.webRoot;
  if (!existsSync(join(root, 'index.html'))) return false;
  const embedRoot = join(root, 'embed') + sep;
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    setHeaders: (res, path) => {
      const hashed = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(path) && !path.endsWith('.html');
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
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
