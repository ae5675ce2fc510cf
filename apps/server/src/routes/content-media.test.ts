import { expect, it } from 'vitest';
import { describeEachDb } from '../test/harness';

describeEachDb('media/content', (ctx) => {
  it("serves a course's media by subject id, with its type and range support", async () => {
    const res = await ctx.call({ method: 'GET', url: '/media/content/105/assets/lis-1-1-01.ogg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/ogg');
    expect(res.headers['cache-control']).toContain('max-age=86400');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');
    const same = await ctx.call({ method: 'GET', url: '/media/content/105/lis-1-1-01.ogg' });
    expect(same.rawPayload.equals(res.rawPayload)).toBe(true);

    const range = await ctx.call({
      method: 'GET',
      url: '/media/content/105/assets/lis-1-1-01.ogg',
      headers: { range: 'bytes=0-9' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(10);
  });

  it('refuses traversal, hidden files, unknown courses and types', async () => {
    for (const url of [
      '/media/content/105/assets/../en.json',
      '/media/content/105/assets/%2e%2e/en.json',
      '/media/content/105/..%2Fen.json',
      '/media/content/105/assets/.hidden.png',
      '/media/content/999999/assets/lis-1-1-01.ogg',
      '/media/content/abc/assets/lis-1-1-01.ogg',
      '/media/content/105/assets/missing.ogg',
      '/media/content/105/en.json',
    ]) {
      const res = await ctx.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
