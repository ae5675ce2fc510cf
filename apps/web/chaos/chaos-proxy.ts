/**
 * A reverse proxy between the browser and the server that misbehaves on purpose. Each API request
 * (the `/…-service/` paths; the app shell comes from the service worker) meets, at the configured
 * rates, one of these faults, else it is forwarded:
 *
 * - `error500`: answered 500 without reaching the server;
 * - `hang`: held without an answer until the client gives up or `hangMs` pass, then cut;
 * - `drop`: the connection is destroyed before the request reaches the server;
 * - `lostAnswer`: forwarded, the server does the work, and the answer is thrown away with the
 *   connection (the client cannot tell it from a drop, so it sends again: the exactly-once case).
 *
 * When the server is down (killed) the proxy answers 502, as a real reverse proxy would.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { seeded } from './random';

export const FAULTS = ['error500', 'hang', 'drop', 'lostAnswer'] as const;
export type Fault = (typeof FAULTS)[number];
export type Rates = Record<Fault, number>;

export const NO_FAULTS: Rates = { error500: 0, hang: 0, drop: 0, lostAnswer: 0 };

export interface ChaosProxyOptions {
  port: number;
  targetPort: number;
  seed: number;
  rates: Rates;
  hangMs: number;
  /** A request handed to the server (the spec kills the server at such a moment). */
  onForward?: (path: string) => void;
  /** The server's whole answer to an API request, delivered to the client or not. */
  onAnswer?: (path: string, status: number, body: string) => void;
}

export interface ChaosProxy {
  /** Changed at will while running; NO_FAULTS makes the proxy a plain one. */
  rates: Rates;
  readonly injected: Record<Fault | 'badGateway', number>;
  readonly forwarded: number;
  close(): Promise<void>;
}

const isApi = (path: string) => /^\/[a-z]+-service\//.test(path);

export async function startChaosProxy(options: ChaosProxyOptions): Promise<ChaosProxy> {
  const random = seeded(options.seed);
  const injected: ChaosProxy['injected'] = {
    error500: 0,
    hang: 0,
    drop: 0,
    lostAnswer: 0,
    badGateway: 0,
  };
  const hanging = new Set<NodeJS.Timeout>();
  const upstreams = new Set<http.ClientRequest>();
  const proxy = { rates: { ...options.rates }, injected, forwarded: 0 };

  const pickFault = (): Fault | null => {
    let roll = random.next();
    for (const fault of FAULTS) {
      roll -= proxy.rates[fault];
      if (roll < 0) return fault;
    }
    return null;
  };

  const forward = (req: IncomingMessage, res: ServerResponse, loseAnswer: boolean) => {
    const path = req.url ?? '/';
    const api = isApi(path);
    // No pooled connections: after a SIGKILL they would point at a dead process.
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: options.targetPort,
        method: req.method,
        path,
        headers: req.headers,
        agent: false,
      },
      (answer) => {
        // Read to the end even when the client is gone (it went offline, or gave up): the server
        // did the work all the same, and `onAnswer` must hear of it.
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => {
          if (api) chunks.push(chunk);
        });
        answer.on('end', () => {
          upstreams.delete(upstream);
          if (api) {
            options.onAnswer?.(path, answer.statusCode ?? 0, Buffer.concat(chunks).toString());
          }
          if (loseAnswer) req.socket.destroy();
        });
        if (loseAnswer) return;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstreams.add(upstream);
    upstream.on('error', () => {
      upstreams.delete(upstream);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      injected.badGateway += 1;
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Bad gateway: the server is down' }));
    });
    req.pipe(upstream);
    proxy.forwarded += 1;
    options.onForward?.(path);
  };

  const server = http.createServer((req, res) => {
    const fault = isApi(req.url ?? '/') ? pickFault() : null;
    if (fault) injected[fault] += 1;
    switch (fault) {
      case 'error500':
        req.resume();
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Injected failure' }));
        return;
      case 'hang': {
        req.resume();
        const timer = setTimeout(() => {
          hanging.delete(timer);
          req.socket.destroy();
        }, options.hangMs);
        hanging.add(timer);
        req.socket.on('close', () => {
          clearTimeout(timer);
          hanging.delete(timer);
        });
        return;
      }
      case 'drop':
        req.socket.destroy();
        return;
      default:
        forward(req, res, fault === 'lostAnswer');
    }
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });

  return Object.assign(proxy, {
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of hanging) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        for (const upstream of upstreams) upstream.destroy();
        server.close(() => resolve());
      }),
  });
}
