/**
 * The security headers on every kind of answer: an app page, a hashed asset, the service
 * worker, the embed's script, an API answer, an API error (400, 401, 404, 429, 500), a media
 * file, the API docs, a CORS preflight and the operations endpoints. With and without embed
 * partners, since they change the frame rules.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { cspDirectives } from '../http/security-headers';
import type { Database } from '../db/client';
import { createTestDatabase, testConfig } from '../test/harness';

const PARTNER = 'https://bank.example';
const LEARNING = '/learning-service/api/web-ed';

const webRoot = mkdtempSync(join(tmpdir(), 'web-ed-headers-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>web-ed</title>');
writeFileSync(join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {})');
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'assets', 'main-AbCdEf12.js'), 'console.log(1)');
mkdirSync(join(webRoot, 'embed'));
writeFileSync(join(webRoot, 'embed', 'web-ed-embed.js'), 'export {}');

/** Every kind of answer the server gives, as a request and the status it must have. */
const KINDS: { name: string; request: InjectOptions; status: number; media?: true }[] = [
  { name: 'app page', request: { url: '/home/', headers: { accept: 'text/html' } }, status: 200 },
  { name: 'hashed asset', request: { url: '/assets/main-AbCdEf12.js' }, status: 200 },
  { name: 'service worker', request: { url: '/sw.js' }, status: 200 },
  { name: 'embed script', request: { url: '/embed/web-ed-embed.js' }, status: 200 },
  { name: 'API answer', request: { url: `${LEARNING}/get-time` }, status: 200 },
  {
    name: 'API 400',
    request: { method: 'POST', url: '/user-service/api/web-ed/auth/local-sign-in', payload: {} },
    status: 400,
  },
  { name: 'API 401', request: { url: `${LEARNING}/learning/get-subjects` }, status: 401 },
  { name: 'API 404', request: { url: `${LEARNING}/nope` }, status: 404 },
  { name: 'server fault', request: { url: '/test/fault' }, status: 500 },
  { name: 'media file', request: { url: '/media/shop/avatar-0.svg' }, status: 200, media: true },
  { name: 'API docs', request: { url: '/docs/' }, status: 200 },
  { name: 'health', request: { url: '/healthz' }, status: 200 },
  {
    name: 'CORS preflight',
    request: {
      method: 'OPTIONS',
      url: `${LEARNING}/get-time`,
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    },
    status: 204,
  },
];

/** The Content-Security-Policy as directive → sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

type Check = (res: LightMyRequestResponse, media?: boolean) => void;

function describeServer(name: string, embedOrigins: string[], check: Check) {
  describe(name, () => {
    let database: Database;
    let app: FastifyInstance;
    beforeAll(async () => {
      database = await createTestDatabase('pglite');
      app = await buildApp({
        config: testConfig({ webRoot, embedOrigins, corsOrigins: ['http://localhost:5173'] }),
        db: database.db,
        logger: false,
      });
      app.get('/test/fault', async () => {
        throw new Error('a fault');
      });
      app.get(
        '/test/limited',
        { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } },
        () => ({}),
      );
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    it.each(KINDS)('$name', async ({ request, status, media }) => {
      const res = await app.inject({ method: 'GET', ...request });
      expect(res.statusCode).toBe(status);
      check(res, media);
    });

    it('a rate-limited answer (429)', async () => {
      await app.inject({ url: '/test/limited' });
      const res = await app.inject({ url: '/test/limited' });
      expect(res.statusCode).toBe(429);
      check(res);
    });
  });
}

/** What every answer carries, whatever its kind; a media file has its own, stricter policy. */
function baseline(res: LightMyRequestResponse, media = false): Map<string, string[]> {
  const policy = csp(res);
  if (media) {
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('sandbox')).toBe(true);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  } else {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  }
  expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  return policy;
}

describeServer('security headers, no embed partner', [], (res, media) => {
  expect(baseline(res, media).get('frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers['x-frame-options']).toBe('DENY');
});

describeServer('security headers, with an embed partner', [PARTNER], (res, media) => {
  expect(baseline(res, media).get('frame-ancestors')).toEqual(media ? ["'none'"] : [PARTNER]);
  // X-Frame-Options would forbid the partner in browsers that read it.
  expect(res.headers['x-frame-options']).toBeUndefined();
});

describe('the policy from the configuration', () => {
  const base = { embedOrigins: [], cspConnectOrigins: [], sentryDsn: null, production: false };

  it('lets the browser report errors to its DSN and named origins, nothing else', () => {
    const policy = cspDirectives({
      ...base,
      sentryDsn: 'https://key@errors.example/4',
      cspConnectOrigins: ['https://api.example', 'https://errors.example'],
    });
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.example',
      'https://errors.example',
    ]);
  });

  it('upgrades insecure requests in production only', () => {
    expect(cspDirectives(base)).not.toHaveProperty('upgrade-insecure-requests');
    expect(cspDirectives({ ...base, production: true })).toHaveProperty(
      'upgrade-insecure-requests',
    );
  });
});
