/**
 * Prometheus metrics (prom-client), one registry per app so test apps never share counters:
 * request rate and latency per route, finish records received (the outbox backlog arriving from
 * devices, by batch), and the PostgreSQL pool. Served at GET /metrics: with METRICS_TOKEN set,
 * only to `Authorization: Bearer <token>`; with METRICS_PUBLIC, to anyone; otherwise to no one.
 * Every refusal is a 404. The socket's address decides nothing: behind a reverse proxy on the
 * same machine every caller would look local.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/client';

const FINISH_ROUTE = /\/minigame-finish$/;

export interface MetricsOptions {
  /** The bearer token that reads /metrics; null: nobody, unless `open`. */
  token: string | null;
  /** Answer anyone without a token (METRICS_PUBLIC). */
  open?: boolean;
  poolStats?: () => PoolStats | null;
  /** Process metrics (CPU, memory, event loop); off in tests, where many apps share a process. */
  processMetrics?: boolean;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether the request may read /metrics (the token compared in constant time). */
function mayRead(req: FastifyRequest, options: MetricsOptions): boolean {
  if (options.token) {
    const header = req.headers.authorization ?? '';
    return timingSafeEqual(digest(header), digest(`Bearer ${options.token}`));
  }
  return options.open === true;
}

export function installMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const finishRecords = new Histogram({
    name: 'finish_records_batch_size',
    help: 'Finish records per minigame-finish request (the outbox backlog a device sends).',
    buckets: [1, 2, 5, 10, 20, 50, 100],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on PGlite).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = options.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  app.addHook('onResponse', async (req, reply) => {
    // The route pattern, never the raw URL: ids in paths would explode the label set.
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    const records = (req.body as { records?: unknown } | undefined)?.records;
    if (FINISH_ROUTE.test(route) && Array.isArray(records)) finishRecords.observe(records.length);
  });

  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!mayRead(req, options)) return reply.status(404).send({ error: 'not_found' });
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
  return registry;
}
