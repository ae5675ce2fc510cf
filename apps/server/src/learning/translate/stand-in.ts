/**
 * A LibreTranslate stand-in for tests: POST /translate with a tiny dictionary. Like the real
 * service it echoes a text it cannot translate; "__fail__" answers 500, and a wrong api_key 403.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandIn {
  url: string;
  requests: Record<string, unknown>[];
  close: () => Promise<void>;
}

const DICTIONARY: Record<string, string> = {
  'en>id:bicycle': 'sepeda',
  'en>th:bicycle': 'จักรยาน',
  'id>en:sepeda': 'bicycle',
};

export async function startLibreTranslateStandIn(apiKey: string | null = null): Promise<StandIn> {
  const requests: Record<string, unknown>[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/translate')
        return send(404, { error: 'Not Found' });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(400, { error: 'Invalid JSON' });
      }
      requests.push(body);
      if (apiKey !== null && body.api_key !== apiKey)
        return send(403, { error: 'Invalid API key' });
      const q = String(body.q ?? '');
      if (q === '__fail__') return send(500, { error: 'Internal error' });
      const found = DICTIONARY[`${String(body.source)}>${String(body.target)}:${q.toLowerCase()}`];
      return send(200, {
        translatedText: found ?? q,
        alternatives: found ? [`${found} (alt)`] : [],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
