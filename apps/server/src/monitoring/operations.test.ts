/**
 * The operations endpoints: /healthz, /readyz (database and migrations), /metrics and request
 * ids. Each database kind gets an app of its own, because the last test stops the database.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, DB_KINDS, testConfig } from '../test/harness';

describe.each(DB_KINDS)('operations endpoints [%s]', (kind) => {
  it('answers health, readiness, metrics and request ids, and fails readiness without a database', async () => {
    const database = await createTestDatabase(kind);
    const app = await buildApp({
      config: testConfig({ metricsToken: null }),
      db: database.db,
      logger: false,
      poolStats: database.poolStats,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().migrations).toBeGreaterThan(1);

      // A request id from the client is kept; otherwise one is made.
      const mine = await app.inject({
        method: 'GET',
        url: '/data/version.json',
        headers: { 'x-request-id': 'abc-123' },
      });
      expect(mine.headers['x-request-id']).toBe('abc-123');
      const made = await app.inject({ method: 'GET', url: '/data/version.json' });
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      await app.inject({
        method: 'GET',
        url: '/learning-service/api/web-ed/learning/get-subjects',
      });

      const metrics = await app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain(
        'http_requests_total{method="GET",route="/data/version.json",status="200"} 2',
      );
      expect(metrics.body).toContain(
        'http_requests_total{method="GET",route="/learning-service/api/web-ed/learning/get-subjects",status="401"} 1',
      );
      expect(metrics.body).toContain('http_request_duration_seconds_bucket');
      if (kind === 'postgres')
        expect(metrics.body).toMatch(/db_pool_connections\{state="total"\} \d/);
      const remote = await app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '10.0.0.9',
      });
      expect(remote.statusCode).toBe(404);

      await database.close();
      const down = await app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ ok: false, reason: 'database' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
    }
  }, 60_000);

  it('guards /metrics with METRICS_TOKEN when set', async () => {
    const database = await createTestDatabase(kind);
    const app = await buildApp({
      config: testConfig({ metricsToken: 's3cret' }),
      db: database.db,
      logger: false,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const ok = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer s3cret' },
        remoteAddress: '10.0.0.9',
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
