/**
 * @sentry/node for real, sending to a local ingest endpoint: a route that fails with a 5xx
 * arrives as an error event; the client's 4xx errors never do; nothing is sent without a DSN.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { ApiError } from '../http/envelope';
import { createTestDatabase, testConfig } from '../test/harness';
import { startSentryIngest, type SentryIngest } from '../test/sentry-ingest';
import { startErrorReporting, stopErrorReporting } from './sentry';

/** The app with three extra routes that fail on purpose. */
async function appWith(database: Database, config: Config): Promise<FastifyInstance> {
  const app = await buildApp({ config, db: database.db, logger: false });
  app.get('/test/crash', async () => {
    throw new Error('The database went away');
  });
  app.get('/test/upstream', async () => {
    throw new ApiError(502, 'unknown_server', 'The sign-in provider did not answer');
  });
  app.get('/test/forbidden', async () => {
    throw new ApiError(403, 'forbidden', 'Not your class');
  });
  await app.ready();
  return app;
}

describe('server error reporting config', () => {
  it('reads SENTRY_DSN and SENTRY_ENVIRONMENT, off and PROD by default', () => {
    expect(loadConfig({})).toMatchObject({ sentryDsn: null, sentryEnvironment: 'PROD' });
    const env = { SENTRY_DSN: 'http://public@127.0.0.1:9/1', SENTRY_ENVIRONMENT: 'staging' };
    expect(loadConfig(env)).toMatchObject({
      sentryDsn: env.SENTRY_DSN,
      sentryEnvironment: 'staging',
    });
  });
});

describe('server error reporting against a local ingest endpoint', () => {
  let ingest: SentryIngest;
  let database: Database;
  const values = () => ingest.events().map((e) => e.exception?.values?.[0]?.value);

  beforeAll(async () => {
    ingest = await startSentryIngest();
    database = await createTestDatabase('pglite');
    const { sentryDsn, sentryEnvironment } = loadConfig({
      SENTRY_DSN: ingest.dsn,
      SENTRY_ENVIRONMENT: 'test',
    });
    const config = testConfig({ sentryDsn, sentryEnvironment });
    expect(await startErrorReporting(config)).toBe(true);
    const app = await appWith(database, config);
    const status = async (method: 'GET' | 'POST', url: string, payload?: object) =>
      (await app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode;
    expect(await status('GET', '/test/crash')).toBe(500);
    expect(await status('GET', '/test/upstream')).toBe(502);
    expect(await status('GET', '/test/forbidden')).toBe(403);
    // Real routes failing on the client's side: no session (401), an invalid body (400), 404.
    expect(await status('GET', '/user-service/api/web-ed/user/get-user-info')).toBe(401);
    expect(await status('POST', '/user-service/api/web-ed/auth/local-sign-in', {})).toBe(400);
    expect(await status('GET', '/no-such-route')).toBe(404);
    await app.close();
    await stopErrorReporting();
  }, 60_000);

  afterAll(async () => {
    await ingest?.close();
    await database?.close();
  });

  it('delivers a crash (500) with the release, environment and route', () => {
    const crash = ingest
      .events()
      .find((e) => e.exception?.values?.[0]?.value === 'The database went away');
    expect(crash).toMatchObject({
      release: '3.2.0',
      environment: 'test',
      tags: { route: '/test/crash', method: 'GET' },
      extra: { status: 500 },
    });
    expect(ingest.envelopes.every((e) => e.project === '1')).toBe(true);
  });

  it('delivers a deliberate 5xx (502) too', () => {
    expect(values()).toContain('The sign-in provider did not answer');
  });

  it('reports no 4xx: only the two 5xx errors arrive', () => {
    expect(values().sort()).toEqual([
      'The database went away',
      'The sign-in provider did not answer',
    ]);
  });

  it('sends nothing without a DSN', async () => {
    // Error events only: the SDK may still deliver a session or client report of the run above.
    const before = values().length;
    const config = testConfig();
    expect(config.sentryDsn).toBeNull();
    expect(await startErrorReporting(config)).toBe(false);
    const app = await appWith(database, config);
    expect((await app.inject({ method: 'GET', url: '/test/crash' })).statusCode).toBe(500);
    await app.close();
    expect(values()).toHaveLength(before);
  });
});
