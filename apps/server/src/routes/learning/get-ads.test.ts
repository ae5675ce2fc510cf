import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { announcements } from '../../db/schema';
import { describeEachDb } from '../../test/harness';
import { L, seedBeforeAll } from './test-support';

const ADS = `${L}/get-ads`;

describeEachDb('learning/get-ads', (ctx) => {
  seedBeforeAll(ctx);

  it('lists our own announcements without sign-in, most important first', async () => {
    const res = await ctx.call({ method: 'GET', url: ADS });
    expect(res.statusCode).toBe(200);
    const { done, data } = res.json();
    expect(done).toBe(1);
    expect(data.map((a: { slug: string }) => a.slug)).toEqual([
      'ecopower-course',
      'learning-streak',
      'english-skill-check',
    ]);
    expect(data[0]).toMatchObject({
      lang: 'en',
      title: 'New: Ecopower',
      link: '/ecopower/',
      cta: 'Start Ecopower',
    });
    // Only in-app links: never a third-party destination.
    expect(data.every((a: { link: string }) => a.link.startsWith('/'))).toBe(true);
  });

  it('answers in the language asked for, and hides switched-off or expired ones', async () => {
    const id = (await ctx.call({ method: 'GET', url: `${ADS}?lang=id` })).json().data;
    expect(id[0]).toMatchObject({ lang: 'id', title: 'Baru: Ecopower' });
    await ctx.database.db
      .update(announcements)
      .set({ active: false })
      .where(eq(announcements.slug, 'learning-streak'));
    await ctx.database.db
      .update(announcements)
      .set({ endsAt: new Date(ctx.clock.t - 1) })
      .where(eq(announcements.slug, 'english-skill-check'));
    const left = (await ctx.call({ method: 'GET', url: `${ADS}?lang=th` })).json().data;
    expect(left.map((a: { slug: string }) => a.slug)).toEqual(['ecopower-course']);
  });

  it('answers 400 for a malformed query', async () => {
    expect((await ctx.call({ method: 'GET', url: `${ADS}?lang=xx` })).statusCode).toBe(400);
  });
});
