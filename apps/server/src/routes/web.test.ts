import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../scripts/precompress';
import { SPEC_FILES, writeSpecFiles } from '../../../web/spec-files';
import { describeEachDb } from '../test/harness';
import { IMMUTABLE, isHashedFile } from './web';

// A small build, pre-compressed the way `vite build` does it (scripts/precompress.ts).
const webRoot = mkdtempSync(join(tmpdir(), 'web-ed-web-'));
const text = (lines: number, what: string) =>
  Array.from({ length: lines }, (_, i) => `${what} ${i}`).join('\n');
const INDEX = `<!doctype html><title>web-ed</title>\n<!-- ${text(40, 'shell')} -->`;
const MAIN_JS = `console.log(1);\n${text(400, '// a line of the app')}`;
const SW_JS = `self.addEventListener("fetch", () => {});\n${text(80, '// precache entry')}`;
const MANIFEST = JSON.stringify({
  name: 'web-ed: your personal tutor',
  short_name: 'web-ed',
  start_url: '/home/?source=pwa',
  icons: [192, 384, 512].map((n) => ({ src: `/icons/icon-${n}.png`, sizes: `${n}x${n}` })),
});
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const files: Record<string, string | Buffer> = {
  'index.html': INDEX,
  'assets/main-AbCdEf12.js': MAIN_JS,
  'assets/tiny-Zz_9-aB1.js': 'export {}',
  'sw.js': SW_JS,
  'workbox-0123abcd.js': text(100, '// workbox'),
  'push-handler.js': text(60, '// push'),
  'manifest.webmanifest': MANIFEST,
  'icons/apple-touch-icon.png': PNG,
  'robots.txt': 'User-agent: *\nAllow: /\n',
};
for (const [name, body] of Object.entries(files)) {
  mkdirSync(join(webRoot, name, '..'), { recursive: true });
  writeFileSync(join(webRoot, name), body);
}
await writeSpecFiles(webRoot);
await precompressDir(webRoot);

const bytes = (name: string) => readFileSync(join(webRoot, name));
const ALL = 'gzip, deflate, br, zstd'; // what Chromium sends

describe('hashed files', () => {
  it('are the content-named files of the build only', () => {
    for (const hashed of [
      'assets/main-AbCdEf12.js',
      'assets/KaTeX_Caligraphic-Regular-CTRA-rTL.woff',
      'embed/assets/style-Ab_cd-12.css',
      'embed/chunks/view-AbCdEf12.js',
      'workbox-bbb06151.js',
      'workers/time-zone.worker-AbCdEf12.js',
    ])
      expect(isHashedFile(hashed), hashed).toBe(true);
    for (const named of [
      'index.html',
      'sw.js',
      'service-worker.js',
      'manifest.webmanifest',
      'icons/apple-touch-icon.png',
      'push-handler.js',
      'embed/web-ed-embed.js',
      'apps/sandbox/index.html',
      'assets/main.js',
      'workers/time-zone.worker.js',
    ])
      expect(isHashedFile(named), named).toBe(false);
  });
});

describeEachDb(
  'serving the built front end',
  (ctx) => {
    const get = (url: string, acceptEncoding?: string, accept?: string) =>
      ctx.call({
        method: 'GET',
        url,
        headers: {
          ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }),
          ...(accept && { accept }),
        },
      });

    it('serves hashed assets for a year and HTML uncached', async () => {
      const js = await get('/assets/main-AbCdEf12.js');
      expect(js.statusCode).toBe(200);
      expect(js.headers['cache-control']).toBe(IMMUTABLE);
      const html = await get('/');
      expect(html.headers['cache-control']).toBe('no-cache');
    });

    it('sends brotli to a browser that accepts it, with the headers of the original file', async () => {
      const res = await get('/assets/main-AbCdEf12.js', ALL);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(MAIN_JS.length / 3);
      expect(brotliDecompressSync(res.rawPayload).equals(bytes('assets/main-AbCdEf12.js'))).toBe(
        true,
      );
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    });

    it('sends gzip when the browser accepts gzip but not br', async () => {
      for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip', 'deflate, gzip;q=0.5']) {
        const res = await get('/assets/main-AbCdEf12.js', accept);
        expect(res.headers['content-encoding'], accept).toBe('gzip');
        expect(res.headers['vary']).toMatch(/accept-encoding/i);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(gunzipSync(res.rawPayload).toString()).toBe(MAIN_JS);
        expect(res.headers['cache-control']).toBe(IMMUTABLE);
      }
    });

    it('sends the file itself to a client that accepts neither', async () => {
      for (const accept of [undefined, '', 'identity', 'deflate']) {
        const res = await get('/assets/main-AbCdEf12.js', accept);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
        expect(res.body).toBe(MAIN_JS);
        expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(MAIN_JS));
        expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
        // A shared cache must not give this copy to a browser that accepts br.
        expect(res.headers['vary']).toMatch(/accept-encoding/i);
      }
      // Too small to gain from compression: no sibling, the file as it is.
      const tiny = await get('/assets/tiny-Zz_9-aB1.js', ALL);
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.body).toBe('export {}');
      expect(tiny.headers['cache-control']).toBe(IMMUTABLE);
      // Pictures are never compressed again.
      const png = await get('/icons/apple-touch-icon.png', ALL);
      expect(png.headers['content-encoding']).toBeUndefined();
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.rawPayload.equals(PNG)).toBe(true);
    });

    it('caches only hashed files for a year, compressed or not', async () => {
      for (const accept of [ALL, 'gzip', undefined]) {
        for (const url of [
          '/',
          '/index.html',
          '/sw.js',
          '/service-worker.js',
          '/manifest.webmanifest',
          '/manifest.json',
          '/push-handler.js',
          '/icons/apple-touch-icon.png',
          '/robots.txt',
        ]) {
          const res = await get(url, accept);
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['cache-control'], `${url} ${accept}`).toBe('no-cache');
        }
        for (const url of ['/assets/main-AbCdEf12.js', '/workbox-0123abcd.js']) {
          const res = await get(url, accept);
          expect(res.headers['cache-control'], `${url} ${accept}`).toBe(IMMUTABLE);
        }
      }
      const html = await get('/', ALL);
      expect(html.headers['content-encoding']).toBe('br');
      expect(html.headers['content-type']).toMatch(/^text\/html/);
      expect(brotliDecompressSync(html.rawPayload).toString()).toBe(INDEX);
    });

    it('gives page routes the app shell, API misses a JSON 404', async () => {
      const page = await get('/courses/?sid=1', undefined, 'text/html');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>web-ed</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      // The shell compressed like any file, and still never cached.
      const packed = await get('/learn/', ALL, 'text/html');
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe('br');
      expect(packed.headers['content-type']).toMatch(/^text\/html/);
      expect(packed.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(INDEX);
      const api = await get('/learning-service/api/web-ed/nope', ALL, 'text/html');
      expect(api.statusCode).toBe(404);
      expect(api.headers['content-encoding']).toBeUndefined();
      expect(api.json()).toMatchObject({ done: 0, error: 'not_found' });
      const file = await get('/missing.js', undefined, 'text/html');
      expect(file.statusCode).toBe(404);
      // A file of the build missing its compressed form is never answered with the shell.
      const missing = await get('/assets/missing-AbCdEf12.js', ALL, 'text/html');
      expect(missing.statusCode).toBe(404);
    });

    it("answers the spec's file names with the one service worker and manifest", async () => {
      expect(SPEC_FILES).toEqual({
        'service-worker.js': 'sw.js',
        'firebase-messaging-sw.js': 'sw.js',
        'manifest.json': 'manifest.webmanifest',
      });
      for (const url of ['/service-worker.js', '/firebase-messaging-sw.js']) {
        for (const accept of [undefined, ALL]) {
          const res = await get(url, accept);
          expect(res.statusCode, url).toBe(200);
          // A service worker script must come with a JavaScript type, or the browser refuses it.
          expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
          expect(res.headers['cache-control']).toBe('no-cache');
          const body = accept ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
          expect(body.toString(), url).toBe(SW_JS);
        }
      }
      const manifest = await get('/manifest.json', 'gzip');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/(manifest\+)?json/);
      expect(manifest.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(manifest.rawPayload).toString())).toEqual(JSON.parse(MANIFEST));
      const head = await ctx.call({ method: 'HEAD', url: '/service-worker.js' });
      expect(head.statusCode).toBe(200);
    });
  },
  { webRoot },
);
