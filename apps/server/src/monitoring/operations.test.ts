/**
 * The operations endpoints: /healthz, /readyz (database and migrations), /metrics and request
 * ids. Each database kind gets an app of its own, because the last test stops the database.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, DB_KINDS, testConfig } from '../test/harness';

const SCRAPER = { authorization: 'Bearer s3cret' };

describe.each(DB_KINDS)('operations endpoints [%s]', (kind) => {
  it('answers health, readiness, metrics and request ids, and fails readiness without a database', async () => {
    const database = await createTestDatabase(kind);
    const app = await buildApp({
      config: testConfig({ metricsToken: 's3cret' }),
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

      const metrics = await app.inject({ method: 'GET', url: '/metrics', headers: SCRAPER });
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
      const tokenless = await app.inject({ method: 'GET', url: '/metrics' });
      expect(tokenless.statusCode).toBe(404);

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
      for (const authorization of ['Bearer s3cre', 'Bearer s3cret2', 's3cret', 'bearer S3CRET'])
        expect(
          (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization } }))
            .statusCode,
          authorization,
        ).toBe(404);
      const ok = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: SCRAPER,
        remoteAddress: '10.0.0.9',
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);

  it('without METRICS_TOKEN, /metrics answers no one, loopback callers included, unless METRICS_PUBLIC', async () => {
    const database = await createTestDatabase(kind);
    const closed = await buildApp({
      config: testConfig({ metricsToken: null }),
      db: database.db,
      logger: false,
    });
    const open = await buildApp({
      config: testConfig({ metricsToken: null, metricsPublic: true }),
      db: database.db,
      logger: false,
    });
    try {
      // A reverse proxy on the same machine makes every caller's socket look like these.
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.0.0.9']) {
        const res = await closed.inject({ method: 'GET', url: '/metrics', remoteAddress });
        expect(res.statusCode, remoteAddress).toBe(404);
        expect(res.body).not.toContain('http_requests_total');
      }
      const res = await open.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.0.0.9' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('http_request_duration_seconds');
    } finally {
      await closed.close();
      await open.close();
      await database.close();
    }
  }, 60_000);

  it('reads METRICS_TOKEN and METRICS_PUBLIC, and refuses both at once', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: null, metricsPublic: false });
    expect(loadConfig({ METRICS_TOKEN: 'x' })).toMatchObject({ metricsToken: 'x' });
    expect(loadConfig({ METRICS_PUBLIC: '1' })).toMatchObject({ metricsPublic: true });
    expect(() => loadConfig({ METRICS_TOKEN: 'x', METRICS_PUBLIC: '1' })).toThrow(/not both/);
  });
});
