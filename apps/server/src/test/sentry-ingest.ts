/**
 * A local stand-in for Sentry's ingest endpoint, for tests (there is no network beyond
 * localhost): it accepts envelopes on POST /api/<project>/envelope/ on an ephemeral port and
 * records their items, so a test can check what an SDK really sent.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { Event } from '@sentry/node';

export interface EnvelopeItem {
  header: { type: string; length?: number } & Record<string, unknown>;
  payload: Buffer;
}

export interface Envelope {
  project: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

export interface SentryIngest {
  /** A DSN whose envelopes reach this endpoint (project 1). */
  dsn: string;
  envelopes: Envelope[];
  /** The error events received, parsed. */
  events: () => Event[];
  close: () => Promise<void>;
}

/** Envelope format: a header line, then per item a header line and its payload (by length). */
export function parseEnvelope(project: string, body: Buffer): Envelope {
  let at = 0;
  const line = (): Buffer => {
    const end = body.indexOf(0x0a, at);
    const stop = end === -1 ? body.length : end;
    const text = body.subarray(at, stop);
    at = stop + 1;
    return text;
  };
  const header = JSON.parse(line().toString('utf8')) as Envelope['header'];
  const items: EnvelopeItem[] = [];
  while (at < body.length) {
    const itemLine = line();
    if (itemLine.length === 0) continue;
    const itemHeader = JSON.parse(itemLine.toString('utf8')) as EnvelopeItem['header'];
    let payload: Buffer;
    if (itemHeader.length === undefined) payload = line();
    else {
      payload = body.subarray(at, at + itemHeader.length);
      at += itemHeader.length + 1;
    }
    items.push({ header: itemHeader, payload });
  }
  return { project, header, items };
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  // The Node SDK gzips large envelopes.
  return req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
}

export async function startSentryIngest(): Promise<SentryIngest> {
  const envelopes: Envelope[] = [];
  const server = createServer((req, res) => {
    const match = /^\/api\/([^/]+)\/envelope\/?(?:\?|$)/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match?.[1]) {
      res.writeHead(404).end();
      return;
    }
    const project = match[1];
    bodyOf(req).then(
      (body) => {
        envelopes.push(parseEnvelope(project, body));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      },
      () => res.writeHead(400).end(),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    envelopes,
    events: () =>
      envelopes.flatMap((e) =>
        e.items
          .filter((i) => i.header.type === 'event')
          .map((i) => JSON.parse(i.payload.toString('utf8')) as Event),
      ),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
