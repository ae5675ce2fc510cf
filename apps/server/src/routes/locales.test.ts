import { expect, it } from 'vitest';
import { localeStrings } from '../db/schema';
import { describeEachDb } from '../test/harness';

describeEachDb('data/locales', (ctx) => {
  it('gives version 0 for every language until strings are published', async () => {
    const res = await ctx.call({ method: 'GET', url: '/data/locales/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json()).toEqual({
      supported_language: ['en', 'id', 'th', 'hi', 'ms'],
      locale_version: { en: 0, id: 0, th: 0, hi: 0, ms: 0 },
    });
    const pack = await ctx.call({ method: 'GET', url: '/data/locales/id.json' });
    expect(pack.json()).toEqual({ lang: 'id', version: 0, pack: {} });
  });

  it("publishing raises that language's version and serves its strings by namespace", async () => {
    await ctx.database.db.insert(localeStrings).values([
      { lang: 'id', namespace: 'common', key: 'retry', value: 'Ulangi', version: 3 },
      { lang: 'id', namespace: 'nav', key: 'home', value: 'Rumah', version: 5 },
      { lang: 'th', namespace: 'common', key: 'retry', value: 'ลองอีกครั้ง', version: 2 },
    ]);
    const config = (await ctx.call({ method: 'GET', url: '/data/locales/config.json' })).json();
    expect(config.locale_version).toEqual({ en: 0, id: 5, th: 2, hi: 0, ms: 0 });
    const id = (await ctx.call({ method: 'GET', url: '/data/locales/id.json' })).json();
    expect(id).toEqual({
      lang: 'id',
      version: 5,
      pack: { common: { retry: 'Ulangi' }, nav: { home: 'Rumah' } },
    });
  });

  it('answers 404 for a language the app does not have', async () => {
    for (const url of ['/data/locales/fr.json', '/data/locales/..%2Fconfig.json']) {
      expect((await ctx.call({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
