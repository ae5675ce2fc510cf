import { expect, it } from 'vitest';
import { featureFlags } from '../db/schema';
import { describeEachDb } from '../test/harness';
import { SERVICE_PREFIX } from './prefixes';

describeEachDb('data/flags.json', (ctx) => {
  it('evaluates every flag for an anonymous device, without caching', async () => {
    await ctx.database.db.insert(featureFlags).values([
      { key: 'maintenance', enabled: true, value: { image: '/assets/maintenance.svg' } },
      { key: 'thai_only', enabled: true, langs: ['th'] },
      { key: 'dark', enabled: false },
    ]);
    const res = await ctx.call({ method: 'GET', url: '/data/flags.json?uid=-123456&lang=th' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().flags).toEqual({
      maintenance: { enabled: true, value: { image: '/assets/maintenance.svg' } },
      thai_only: { enabled: true, value: null },
      dark: { enabled: false, value: null },
    });
    const en = await ctx.call({ method: 'GET', url: '/data/flags.json?lang=en' });
    expect(en.json().flags.thai_only.enabled).toBe(false);
    await ctx.database.db.delete(featureFlags);
  });

  it("uses a signed-in student's country and language, and treats a bad token as anonymous", async () => {
    await ctx.database.db
      .insert(featureFlags)
      .values({ key: 'indonesia', enabled: true, countries: ['ID'] });
    const token = await ctx.signIn();
    await ctx.call({
      method: 'POST',
      url: `${SERVICE_PREFIX.user}/user/update-user-info`,
      token,
      payload: { country: 'id' },
    });
    const signedIn = await ctx.call({ method: 'GET', url: '/data/flags.json', token });
    expect(signedIn.json().flags.indonesia.enabled).toBe(true);
    const anonymous = await ctx.call({ method: 'GET', url: '/data/flags.json', token: 'nope' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().flags.indonesia.enabled).toBe(false);
    await ctx.call({
      method: 'POST',
      url: `${SERVICE_PREFIX.user}/user/update-user-info`,
      token,
      payload: { country: 'th' },
    });
    const moved = await ctx.call({ method: 'GET', url: '/data/flags.json', token });
    expect(moved.json().flags.indonesia.enabled).toBe(false);
  });

  it('refuses a hostile query', async () => {
    const res = await ctx.call({ method: 'GET', url: '/data/flags.json?uid=%3Cscript%3E' });
    expect(res.statusCode).toBe(400);
  });
});

describeEachDb(
  'data/flags.json with the rules cached',
  (ctx) => {
    it('shows a flipped flag once the cache time has passed, not before', async () => {
      await ctx.database.db.insert(featureFlags).values({ key: 'maintenance', enabled: false });
      const read = async () =>
        (await ctx.call({ method: 'GET', url: '/data/flags.json' })).json().flags.maintenance
          .enabled as boolean;
      expect(await read()).toBe(false);
      await ctx.database.db.update(featureFlags).set({ enabled: true });
      expect(await read()).toBe(false);
      await new Promise((r) => setTimeout(r, 350));
      expect(await read()).toBe(true);
    });
  },
  { flagCacheMs: 300 },
);
