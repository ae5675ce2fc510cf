/**
 * A stand-in for a partner's content origin, for tests and local runs: serves
 * content-fixtures/external-origin/web-ed/ with `{{origin}}` replaced by the origin it listens on.
 * `npx tsx apps/server/src/external/stand-in-origin.ts 8093` runs it on its own.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_CONTENT_DIR } from '../content/seed';

export const STAND_IN_ROOT = join(DEFAULT_CONTENT_DIR, 'external-origin');

export interface StandIn {
  origin: string;
  server: Server;
  /** Documents served, for tests: path → override text (e.g. a tampered course). */
  overrides: Map<string, string>;
  close: () => Promise<void>;
}

export async function startStandInOrigin(port = 0, host = '127.0.0.1'): Promise<StandIn> {
  const overrides = new Map<string, string>();
  let origin = '';
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    };
    if (req.method !== 'GET' || !path.startsWith('/web-ed/') || path.includes('..'))
      return send(404, '{"error":"not found"}');
    const override = overrides.get(path);
    if (override !== undefined) return send(200, override.replaceAll('{{origin}}', origin));
    readFile(join(STAND_IN_ROOT, path), 'utf8').then(
      (text) => send(200, text.replaceAll('{{origin}}', origin)),
      () => send(404, '{"error":"not found"}'),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  origin = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    origin,
    server,
    overrides,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const standIn = await startStandInOrigin(Number(process.argv[2] ?? 8093));
  console.log(`stand-in external origin on ${standIn.origin}`);
}
