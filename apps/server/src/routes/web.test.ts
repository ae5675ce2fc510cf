import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDb } from '../test/harness';

const webRoot = mkdtempSync(join(tmpdir(), 'web-ed-web-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>web-ed</title>');
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'assets', 'main-AbCdEf12.js'), 'console.log(1)');

describeEachDb(
  'serving the built front end',
  (ctx) => {
    it('serves hashed assets for a year and HTML uncached', async () => {
      const js = await ctx.call({ method: 'GET', url: '/assets/main-AbCdEf12.js' });
      expect(js.statusCode).toBe(200);
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const html = await ctx.call({ method: 'GET', url: '/' });
      expect(html.headers['cache-control']).toBe('no-cache');
    });

    it('gives page routes the app shell, API misses a JSON 404', async () => {
      const page = await ctx.call({
        method: 'GET',
        url: '/courses/?sid=1',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>web-ed</title>');
      const api = await ctx.call({
        method: 'GET',
        url: '/learning-service/api/web-ed/nope',
        headers: { accept: 'text/html' },
      });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ done: 0, error: 'not_found' });
      const file = await ctx.call({
        method: 'GET',
        url: '/missing.js',
        headers: { accept: 'text/html' },
      });
      expect(file.statusCode).toBe(404);
    });
  },
  { webRoot },
);
