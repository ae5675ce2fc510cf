/**
 * The app's live-update bus (created once per app from config.redisUrl) and the server-sent
 * events stream that forwards one channel to one client.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatSseEvent } from '@web-ed/api-client';
import { InProcessPubSub, type PubSub } from './pubsub';
import { RedisPubSub } from './redis-pubsub';

/** A comment line every so often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

interface Live {
  bus: PubSub;
  /** Stops of the open streams, ended before the app closes. */
  streams: Set<() => void>;
}

const lives = new WeakMap<object, Live>();

export function createPubSub(redisUrl: string | null, prefix: string): PubSub {
  return redisUrl ? new RedisPubSub(redisUrl, prefix) : new InProcessPubSub();
}

/**
 * Creates this app's bus; call once while registering (keyed by the app's config object, so
 * every encapsulated plugin of one app shares it). Open streams end before the app closes.
 */
export function installLive(app: FastifyInstance): PubSub {
  const existing = lives.get(app.config);
  if (existing) return existing.bus;
  const live: Live = {
    bus: createPubSub(app.config.redisUrl, app.config.redisPrefix),
    streams: new Set(),
  };
  lives.set(app.config, live);
  app.addHook('preClose', async () => {
    for (const stop of [...live.streams]) stop();
  });
  app.addHook('onClose', async () => {
    lives.delete(app.config);
    await live.bus.close();
  });
  return live.bus;
}

function liveOf(app: FastifyInstance): Live {
  const live = lives.get(app.config);
  if (!live) throw new Error('installLive(app) was not called');
  return live;
}

/** The bus of this app. */
export function liveBus(app: FastifyInstance): PubSub {
  return liveOf(app).bus;
}

/**
 * Answers with a text/event-stream: first `initial` (event `snapshot`) when given, then every
 * message of `channel` as event `name`, until the client goes away.
 */
export async function streamChannel(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  channel: string,
  name: string,
  initial?: unknown,
): Promise<void> {
  const live = liveOf(app);
  reply.hijack();
  const raw = reply.raw;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(reply.getHeaders())) {
    if (v !== undefined) headers[k] = String(v);
  }
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let open = true;
  const write = (text: string) => {
    if (open) raw.write(text);
  };
  const unsubscribe = await live.bus.subscribe(channel, (message) =>
    write(formatSseEvent(name, message)),
  );
  write(': connected\n\n');
  if (initial !== undefined) write(formatSseEvent('snapshot', initial));
  const beat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
  const stop = () => {
    if (!open) return;
    open = false;
    live.streams.delete(stop);
    clearInterval(beat);
    void unsubscribe();
    raw.end();
  };
  live.streams.add(stop);
  req.raw.on('close', stop);
}
