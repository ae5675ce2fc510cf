/**
 * The demo partner site "Bank Hijau" on its own origin, under a strict Content-Security-Policy
 * (no inline script or style, scripts and API calls only from the web-ed server), with the embed
 * script pointing at that server. Used by apps/web/e2e/embed.spec.ts; by hand:
 *
 *     WEB_ED_ORIGIN=http://127.0.0.1:8080 DEMO_PORT=8097 npx tsx apps/embed/demo/serve.ts
 *
 * (the web-ed server needs EMBED_ORIGINS=http://127.0.0.1:8097).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';

const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/partner.css': { file: 'partner.css', type: 'text/css; charset=utf-8' },
};

export function demoCsp(webEdOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${webEdOrigin}`,
    `connect-src ${webEdOrigin}`,
    "style-src 'self'",
    'img-src * data:',
    'media-src *',
  ].join('; ');
}

/** Serves the demo on 127.0.0.1:`port`; resolves once it listens. */
export function serveDemo(port: number, webEdOrigin: string): Promise<Server> {
  const read = (file: string) =>
    readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8').replaceAll(
      '%WEB_ED_ORIGIN%',
      webEdOrigin,
    );
  const server = createServer((req, res) => {
    const found = FILES[(req.url ?? '/').split('?')[0] ?? '/'];
    if (!found || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res
      .writeHead(200, {
        'content-type': found.type,
        'content-security-policy': demoCsp(webEdOrigin),
        'cache-control': 'no-cache',
      })
      .end(read(found.file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.DEMO_PORT ?? 8097);
  const origin = process.env.WEB_ED_ORIGIN ?? 'http://127.0.0.1:8080';
  void serveDemo(port, origin).then(() =>
    console.log(`Bank Hijau demo on http://127.0.0.1:${port}/ (web-ed at ${origin})`),
  );
}
