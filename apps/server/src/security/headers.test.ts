/**
 * The security headers on every kind of answer: an app page, a hashed asset, the service
 * worker, the embed's script, an API answer, an API error (400, 401, 404, 429, 500), a media
 * file, the API docs, a CORS preflight and the operations endpoints. With and without embed
 * partners, since they change the frame rules. A document or a worker gets the page's policy;
 * JSON gets one that lets nothing run; a script or style the page imports gets no policy.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { cspDirectives } from '../http/security-headers';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase, testConfig } from '../test/harness';

const PARTNER = 'https://bank.example';
const LEARNING = '/learning-service/api/web-ed';

const webRoot = mkdtempSync(join(tmpdir(), 'web-ed-headers-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>web-ed</title>');
writeFileSync(join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {})');
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'assets', 'main-AbCdEf12.js'), 'console.log(1)');
writeFileSync(join(webRoot, 'assets', 'main-AbCdEf12.css'), 'p{}');
writeFileSync(join(webRoot, 'icon.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
mkdirSync(join(webRoot, 'embed'));
writeFileSync(join(webRoot, 'embed', 'web-ed-embed.js'), 'export {}');

/** Every kind of answer the server gives, as a request and the status it must have. */
type Kind = 'page' | 'data' | 'asset' | 'media';
const KINDS: { name: string; request: InjectOptions; status: number; kind: Kind }[] = [
  {
    name: 'app page',
    request: { url: '/home/', headers: { accept: 'text/html' } },
    status: 200,
    kind: 'page',
  },
  {
    name: 'hashed asset',
    request: { url: '/assets/main-AbCdEf12.js' },
    status: 200,
    kind: 'asset',
  },
  {
    name: 'hashed style',
    request: { url: '/assets/main-AbCdEf12.css' },
    status: 200,
    kind: 'asset',
  },
  { name: 'picture', request: { url: '/icon.png' }, status: 200, kind: 'asset' },
  { name: 'service worker', request: { url: '/sw.js' }, status: 200, kind: 'page' },
  { name: 'embed script', request: { url: '/embed/web-ed-embed.js' }, status: 200, kind: 'page' },
  { name: 'API answer', request: { url: `${LEARNING}/get-time` }, status: 200, kind: 'data' },
  {
    name: 'API 400',
    request: { method: 'POST', url: '/user-service/api/web-ed/auth/local-sign-in', payload: {} },
    status: 400,
    kind: 'data',
  },
  {
    name: 'API 401',
    request: { url: `${LEARNING}/learning/get-subjects` },
    status: 401,
    kind: 'data',
  },
  { name: 'API 404', request: { url: `${LEARNING}/nope` }, status: 404, kind: 'data' },
  { name: 'server fault', request: { url: '/test/fault' }, status: 500, kind: 'data' },
  { name: 'media file', request: { url: '/media/shop/avatar-0.svg' }, status: 200, kind: 'media' },
  { name: 'API docs', request: { url: '/docs/' }, status: 200, kind: 'page' },
  { name: 'health', request: { url: '/healthz' }, status: 200, kind: 'data' },
  {
    name: 'CORS preflight',
    request: {
      method: 'OPTIONS',
      url: `${LEARNING}/get-time`,
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    },
    status: 204,
    kind: 'page',
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

type Check = (res: LightMyRequestResponse, kind: Kind) => void;

function describeServer(name: string, overrides: Partial<Config>, check: Check) {
  describe(name, () => {
    let database: Database;
    let app: FastifyInstance;
    beforeAll(async () => {
      database = await createTestDatabase('pglite');
      app = await buildApp({
        config: testConfig({ webRoot, corsOrigins: ['http://localhost:5173'], ...overrides }),
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

    it.each(KINDS)('$name', async ({ request, status, kind }) => {
      const res = await app.inject({ method: 'GET', ...request });
      expect(res.statusCode).toBe(status);
      check(res, kind);
    });

    it('a rate-limited answer (429)', async () => {
      await app.inject({ url: '/test/limited' });
      const res = await app.inject({ url: '/test/limited' });
      expect(res.statusCode).toBe(429);
      check(res, 'data');
    });
  });
}

/** What an answer of each kind carries; returns its policy. */
function baseline(res: LightMyRequestResponse, kind: Kind): Map<string, string[]> {
  const policy = csp(res);
  if (kind === 'media') {
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('sandbox')).toBe(true);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  } else if (kind === 'data') {
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  } else if (kind === 'asset') {
    expect(policy.size).toBe(0);
  } else {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  }
  if (kind === 'data' || kind === 'asset') {
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  }
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  return policy;
}

/** Only what a browser may show as a page (or run as a worker) follows the embed rules. */
const framed = (kind: Kind) => kind === 'page';

const HTTPS = { publicUrl: 'https://web-ed.example' };

describeServer('security headers, no embed partner', HTTPS, (res, kind) => {
  const policy = baseline(res, kind);
  expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  if (kind !== 'asset') expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  if (framed(kind)) expect(res.headers['x-frame-options']).toBe('DENY');
});

describeServer(
  'security headers, with an embed partner',
  { ...HTTPS, embedOrigins: [PARTNER] },
  (res, kind) => {
    const policy = baseline(res, kind);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    if (framed(kind)) expect(policy.get('frame-ancestors')).toEqual([PARTNER]);
    // X-Frame-Options would forbid the partner in browsers that read it.
    expect(res.headers['x-frame-options']).toBeUndefined();
  },
);

// RFC 6797 7.2: HSTS is never sent over plain http.
describeServer(
  'security headers over plain http',
  { publicUrl: 'http://127.0.0.1:8080' },
  (res, kind) => {
    baseline(res, kind);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  },
);

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
